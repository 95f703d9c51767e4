import type { Targets } from 'lightningcss'
import { cssForPage } from './css-for-page.ts'
import type { PageVocabulary } from './page-vocabulary.ts'
import { selectorNames } from './selector-names.ts'

/**
 * cssForPage for each page of a build, cut once per distinct set of the names the stylesheet's
 * selectors use: the cut depends on those alone, so pages alike in them (most books' pages, most
 * samples) share one, and the slow parse and print run a few dozen times, not once a page.
 */
export function pageCuts(
  css: string,
  targets?: Targets,
  cut: typeof cssForPage = cssForPage,
): (page: PageVocabulary) => string {
  const names = selectorNames(css)
  const cuts = new Map<string, string>()
  return (page) => {
    const key = JSON.stringify([
      [...page.classes].filter((name) => names.classes.has(name)).sort(),
      [...page.ids].filter((name) => names.ids.has(name)).sort(),
      [...page.attributes].filter((name) => names.attributes.has(name)).sort(),
      [...page.tags].filter((name) => names.tags.has(name)).sort(),
      [...page.fields].filter((name) => names.fields.has(name)).sort(),
    ])
    let pageCut = cuts.get(key)
    if (pageCut === undefined) {
      pageCut = cut(css, page, targets)
      cuts.set(key, pageCut)
    }
    return pageCut
  }
}
