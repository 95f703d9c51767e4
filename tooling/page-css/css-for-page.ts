import { type Selector, type SelectorComponent, type Targets, transform } from 'lightningcss'
import type { PageVocabulary } from './page-vocabulary.ts'

/**
 * The stylesheet less the style rules that cannot match anything on the page: a rule goes only when
 * every one of its selectors names a class, an id, an attribute or an element the page never carries
 * (the reset's rules for tables, code or progress bars on a page with none). States (hover, focus,
 * :target, validity), media (print, reduced motion) and pseudo-elements are not judged: a rule for them
 * stays whenever its names are on the page. At-rules and layers all stay, in their order,
 * so the app's full stylesheet, loaded after it, cascades exactly as it would alone. `targets` are the
 * build's, so the printing keeps the prefixes the build's minifier kept.
 */
export function cssForPage(css: string, page: PageVocabulary, targets?: Targets): string {
  const { code } = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    targets,
    visitor: {
      Rule: {
        // Nothing returned keeps the rule as it is; an empty list removes it.
        style: (rule) => (rule.value.selectors.some((selector) => mayMatch(selector, page)) ? undefined : []),
      },
    },
  })
  // A library's licence notice stays in the whole stylesheet every page loads after its first paint; in the cut it
  // would take bytes from the first round trip. Minified, a comment left is only ever such a notice.
  return code.toString().replace(/\/\*![\s\S]*?\*\/\n?/g, '')
}

const listKinds = new Set(['is', 'where', 'has', 'any'])

const mayMatch = (selector: Selector, page: PageVocabulary): boolean =>
  selector.every((component) => componentMayMatch(component, page))

function componentMayMatch(component: SelectorComponent, page: PageVocabulary): boolean {
  switch (component.type) {
    case 'class':
      return page.classes.has(component.name)
    case 'id':
      return page.ids.has(component.name)
    case 'attribute':
      return page.attributes.has(component.name.toLowerCase())
    case 'type':
      return page.tags.has(component.name.toLowerCase())
    case 'pseudo-class':
      // :is(), :where() and :has() need one of their selectors; :not() can hold whatever the page lacks.
      return listKinds.has(component.kind) && 'selectors' in component && component.selectors
        ? (component.selectors as Selector[]).some((inner) => mayMatch(inner, page))
        : true
    default:
      return true
  }
}
