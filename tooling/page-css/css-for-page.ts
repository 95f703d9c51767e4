import {
  type CustomAtRules,
  type Selector,
  type SelectorComponent,
  type Targets,
  transform,
  type Visitor,
} from 'lightningcss'
import { fieldsDrawing } from './field-parts.ts'
import type { PageVocabulary } from './page-vocabulary.ts'

/**
 * The stylesheet less the style rules that cannot match anything on the page: a rule goes only when
 * every one of its selectors names a class, an id, an attribute or an element the page never carries
 * (the reset's rules for tables, code or progress bars on a page with none), or a part drawn only inside a kind of
 * field the page has none of (a date field's segments, a file field's button). States (hover, focus, :target,
 * validity), media (print, reduced motion) and other pseudo-elements are not judged: a rule for them
 * stays whenever its names are on the page. At-rules and layers all stay, in their order (less the custom
 * theme's values nothing left reads, and old browsers' first values for Tailwind's properties), so the app's full stylesheet, loaded after it, cascades exactly as it would alone. `targets` are the
 * build's, so the printing keeps the prefixes the build's minifier kept.
 */
export function cssForPage(css: string, page: PageVocabulary, targets?: Targets): string {
  const cut = print(css, targets, {
    Rule: {
      // Nothing returned keeps the rule as it is; an empty list removes it.
      style: (rule) => (rule.value.selectors.some((selector) => mayMatch(selector, page)) ? undefined : []),
      // Tailwind's custom properties' first values for browsers without @property (Safari before 16.4, Firefox
      // before 128): there the whole stylesheet brings them just after the first paint, and here they would cost
      // every reader a round trip on the home. The layer stays, empty, to keep its place in the cascade's order.
      'layer-block': (rule) =>
        rule.value.name?.join('.') === 'properties' ? { ...rule, value: { ...rule.value, rules: [] } } : undefined,
    },
  })
  // A library's licence notice stays in the whole stylesheet every page loads after its first paint; in the cut it
  // would take bytes from the first round trip. Minified, a comment left is only ever such a notice.
  return withoutUnreadProperties(cut, targets).replace(/\/\*![\s\S]*?\*\/\n?/g, '')
}

function print(css: string, targets: Targets | undefined, visitor: Visitor<CustomAtRules>): string {
  return transform({ filename: 'page.css', code: Buffer.from(css), minify: true, targets, visitor }).code.toString()
}

/**
 * The cut less the custom properties no rule left in it reads (the theme's sizes, colours and fonts the page has no
 * use for): the page's markup reads none, and the whole stylesheet declares them all again for what the app draws
 * later. Registered properties (@property) all stay: the whole stylesheet leaves them to the cut
 * (sheet-after-page.ts).
 */
function withoutUnreadProperties(css: string, targets?: Targets): string {
  const read = new Set<string>()
  // biome-ignore lint/correctness/noComponentHookFactories: lightningcss's visitor for var(), not a React component
  print(css, targets, { Variable: (variable) => void read.add(variable.name.ident) })
  return print(css, targets, {
    // lightningcss names a property it does not know (content-visibility) custom too: only a dashed name is a variable.
    Declaration: { custom: ({ name }) => (name.startsWith('--') && !read.has(name) ? [] : undefined) },
  })
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
    case 'pseudo-element': {
      const fields = fieldsDrawing(component)
      return !fields || fields.some((field) => page.fields.has(field))
    }
    case 'pseudo-class':
      // :is(), :where() and :has() need one of their selectors; :not() can hold whatever the page lacks.
      return listKinds.has(component.kind) && 'selectors' in component && component.selectors
        ? (component.selectors as Selector[]).some((inner) => mayMatch(inner, page))
        : true
    default:
      return true
  }
}
