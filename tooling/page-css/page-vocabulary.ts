import { setBeforePaint } from '#src/start/set-before-paint.ts'
import { elementsOf, type HtmlElement } from '../html/html-elements.ts'

/**
 * The class names, ids, attribute names and elements a page can carry before the app runs, and the kinds of field its
 * inputs are (their `type`): what its CSS may select.
 */
export interface PageVocabulary {
  classes: ReadonlySet<string>
  ids: ReadonlySet<string>
  attributes: ReadonlySet<string>
  tags: ReadonlySet<string>
  fields: ReadonlySet<string>
}

// A reader opens a <details> without any script: its `open` rules must be there already.
const setByTheReader = ['open']

/**
 * What a prerendered page's HTML names in its tags (scripts' and styles' text is not markup), plus what
 * the start-up scripts set before the first paint and what the reader sets with no script at all.
 */
export function pageVocabulary(html: string, elements: readonly HtmlElement[] = elementsOf(html)): PageVocabulary {
  const classes = new Set<string>(setBeforePaint.classes)
  const ids = new Set<string>()
  const attributes = new Set<string>([...setBeforePaint.attributes, ...setByTheReader])
  const tags = new Set<string>()
  const fields = new Set<string>()
  for (const element of elements) {
    tags.add(element.tag.toLowerCase())
    // An input with no type, or one the browser does not know, is a text field.
    if (element.tag.toLowerCase() === 'input') fields.add(element.attributes.type?.toLowerCase() || 'text')
    for (const [name, value] of Object.entries(element.attributes)) {
      attributes.add(name)
      if (name === 'class') for (const word of value.split(/\s+/)) if (word) classes.add(word)
      if (name === 'id') ids.add(value)
    }
  }
  return { classes, ids, attributes, tags, fields }
}
