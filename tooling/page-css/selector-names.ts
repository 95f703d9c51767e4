import { type Selector, transform } from 'lightningcss'
import type { PageVocabulary } from './page-vocabulary.ts'

/** Every class, id, attribute and element name a stylesheet's selectors hold, inside :is(), :not() and the like too. */
export function selectorNames(css: string): PageVocabulary {
  const names = {
    classes: new Set<string>(),
    ids: new Set<string>(),
    attributes: new Set<string>(),
    tags: new Set<string>(),
  }
  const collect = (selector: Selector) => {
    for (const component of selector) {
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
