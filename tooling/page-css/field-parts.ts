import type { SelectorComponent } from 'lightningcss'

const dateAndTime = ['date', 'datetime-local', 'month', 'time', 'week']

/**
 * The kinds of field (an <input>'s type) inside which a browser draws the part a pseudo-element names: a date or time
 * field's segments, a file field's button, a search field's decoration. Undefined for any other component, and for
 * the pseudo-elements any element may have or that other elements draw too (::placeholder, ::before, a datalist's
 * picker): the page's elements and states decide those.
 */
export function fieldsDrawing(component: SelectorComponent): readonly string[] | undefined {
  if (component.type !== 'pseudo-element') return undefined
  if (component.kind === 'file-selector-button') return ['file']
  if (component.kind !== 'custom') return undefined
  if (component.name.startsWith('-webkit-datetime-edit') || component.name === '-webkit-date-and-time-value')
    return dateAndTime
  if (component.name === '-webkit-search-decoration') return ['search']
  return undefined
}
