import { type PageHead, pageHeadTags } from './content/head-tags.ts'
import { replaceInHtml } from './replace-in-html.ts'

const name = 'prerender-pages'

/** The home page's parts that are its own, as they stand in the built index.html. */
interface Parts {
  head: string
  markup: string
}

/** A page's HTML: the home page's final HTML with the home's title, social tags, preloads, data, path and markup swapped for the page's. */
export function pageFile(
  homeHtml: string,
  home: Parts,
  homeHead: PageHead,
  page: Parts & { path: string; pageHead: PageHead },
) {
  const swaps: [string, string][] = [
    [pageHeadTags(homeHead), pageHeadTags(page.pageHead)],
    ['<meta name="prerendered" content="/" />', `<meta name="prerendered" content="${page.path}" />`],
    [home.head, page.head],
    [`<div id="root">${home.markup}</div>`, `<div id="root">${page.markup}</div>`],
  ]
  return swaps.reduce((html, [from, to]) => replaceInHtml(name, html, from, () => to), homeHtml)
}
