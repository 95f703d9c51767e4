import { type Selector, transform } from 'lightningcss'
import { fieldsDrawing } from './field-parts.ts'
import type { PageVocabulary } from './page-vocabulary.ts'

/**
 * Every class, id, attribute and element name a stylesheet's selectors hold, inside :is(), :not() and the like too, and
 * the kinds of field their pseudo-elements are drawn in.
 */
export function selectorNames(css: string): PageVocabulary {
  const names = {
    classes: new Set<string>(),
    ids: new Set<string>(),
    attributes: new Set<string>(),
    tags: new Set<string>(),
    fields: new Set<string>(),
  }
  const collect = (selector: Selector) => {
    for (const component of selector) {
      for (const field of fieldsDrawing(component) ?? []) names.fields.add(field)
      if (component.type === 'class') names.classes.add(component.name)
      else if (component.type === 'id') names.ids.add(component.name)
      else if (component.type === 'attribute') names.attributes.add(component.name.toLowerCase())
      else if (component.type === 'type') names.tags.add(component.name.toLowerCase())
      else if (component.type === 'pseudo-class' && 'selectors' in component && Array.isArray(component.selectors))
        (component.selectors as Selector[]).forEach(collect)
    }
  }
  transform({
    filename: 'page.css',
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style: (rule) => {
          rule.value.selectors.forEach(collect)
          return undefined
        },
      },
    },
  })
  return names
}
