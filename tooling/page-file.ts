import { type PageHead, pageHeadTags } from './content/head-tags.ts'

const name = 'prerender-pages'

/** A page's parts that are its own, as they stand in its HTML. */
interface Parts {
  head: string
  markup: string
}

interface Page extends Parts {
  path: string
  pageHead: PageHead
}

/** What a page's HTML holds of its own: its title and social tags, the path it was prerendered for, its preloads and data, its markup. */
const ownParts = (parts: Parts, path: string, pageHead: PageHead) => [
  pageHeadTags(pageHead),
  `<meta name="prerendered" content="${path}" />`,
  parts.head,
  `<div id="root">${parts.markup}</div>`,
]

/**
 * Each page's HTML: the home page's final HTML with the home's own parts swapped for the page's. The
 * home's HTML is cut at its parts once, so a page costs a join, not a search of the whole HTML per part.
 */
export function pageFiles(homeHtml: string, home: Parts, homeHead: PageHead): (page: Page) => string {
  const homeParts = ownParts(home, '/', homeHead)
  const starts = homeParts.map((part) => {
    const start = homeHtml.indexOf(part)
    if (start === -1) throw new Error(`${name}: the home page's HTML lacks its own part ${part}`)
    return start
  })
  const order = homeParts.map((_, index) => index).sort((a, b) => starts[a] - starts[b])
  const between: string[] = []
  let from = 0
  for (const index of order) {
    if (starts[index] < from) throw new Error(`${name}: the home page's own parts overlap in its HTML`)
    between.push(homeHtml.slice(from, starts[index]))
    from = starts[index] + homeParts[index].length
  }
  const end = homeHtml.slice(from)
  return (page) => {
    const parts = ownParts(page, page.path, page.pageHead)
    return order.map((index, at) => between[at] + parts[index]).join('') + end
  }
}
