import { fill } from '#src/content/words.ts'
import { editHtml, elementsOf, requireElements } from '../html/html-elements.ts'
import { paletteCss } from './palette-css.ts'
import type { CheckedContent } from './schema.ts'
import type { Screenshot } from './screenshots.ts'
import { textDirection } from './text-direction.ts'
import type { SiteWords } from './words/site-words.ts'

const largestIcon = { path: 'icons/icon-512.png', width: 512, height: 512 }
const marker = '<!-- content: title, description, social cards, theme colours -->'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** What a page tells the tab, search engines and social cards about itself; addresses are absolute. */
export interface PageHead {
  title: string
  description: string
  socialDescription: string
  /** Its one address; none for the 404 page, which a host serves at every address that has no file. */
  url?: string
  type: 'website' | 'book' | 'article'
  siteName: string
  image: { url: string; width: number; height: number; alt: string; beside?: string[] }
  /** The site's language and region as social cards name them: `en_US`, `pt_PT`. */
  locale: string
  largeCard: boolean
  /** A page search engines must not list (the newsletter's link pages). */
  noindex?: boolean
  /** A page whose address holds a secret: no request it makes says where it came from. */
  noReferrer?: boolean
}

/** The page's own tags, the same for the home page and every other: one block a prerendered page swaps for its own. */
export function pageHeadTags(page: PageHead): string {
  const meta = (attribute: string, name: string, content: string) =>
    `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`
  return [
    // First, before anything the page loads.
    ...(page.noReferrer ? [meta('name', 'referrer', 'no-referrer')] : []),
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    ...(page.url ? [`<link rel="canonical" href="${escapeHtml(page.url)}" />`] : []),
    meta('property', 'og:type', page.type),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.socialDescription),
    ...(page.url ? [meta('property', 'og:url', page.url)] : []),
    meta('property', 'og:image', page.image.url),
    meta('property', 'og:image:width', String(page.image.width)),
    meta('property', 'og:image:height', String(page.image.height)),
    meta('property', 'og:image:alt', page.image.alt),
    meta('property', 'og:locale', page.locale),
    // X reads og:title, og:description and og:image when its own tags are absent: the card type is all it needs.
    meta('name', 'twitter:card', page.largeCard ? 'summary_large_image' : 'summary'),
    ...(page.noindex ? [meta('name', 'robots', 'noindex')] : []),
  ].join('\n    ')
}

/** The home page's head: the site's words; the wide screenshot makes a large card, without one the icon (in the author's colours) a small one. */
export function homeHead(
  { site, author }: CheckedContent,
  screenshots: Screenshot[],
  siteUrl: string,
  words: SiteWords['manifest'],
): PageHead {
  const wide = screenshots.find((shot) => shot.formFactor === 'wide')
  const card = wide
    ? {
        path: wide.path,
        width: wide.width,
        height: wide.height,
        alt: fill(words.homeScreenshot, { name: author.name }),
      }
    : { ...largestIcon, alt: author.name }
  const language = new Intl.Locale(site.language)
  return {
    title: site.title,
    description: site.description,
    socialDescription: site.socialDescription,
    url: `${siteUrl}/`,
    type: 'website',
    siteName: author.name,
    image: { url: `${siteUrl}/${card.path}`, width: card.width, height: card.height, alt: card.alt },
    largeCard: Boolean(wide),
    locale: `${language.language}_${language.region ?? site.region}`,
  }
}

/** index.html's words and colours, from the content: the marker line becomes the tags, `lang` and `dir` the site's language's. */
export function headTags(
  html: string,
  content: CheckedContent,
  screenshots: Screenshot[],
  siteUrl: string,
  words: SiteWords['manifest'],
): string {
  const { site } = content
  const tags = [
    pageHeadTags(homeHead(content, screenshots, siteUrl, words)),
    `<meta name="theme-color" content="${site.palette.light.paper}" media="(prefers-color-scheme: light)" />`,
    `<meta name="theme-color" content="${site.palette.dark.paper}" media="(prefers-color-scheme: dark)" />`,
    `<style>${paletteCss(site.palette)}</style>`,
    // Every page names the feed of the posts and books (tooling/feed.ts), for a reader's feed reader to find.
    `<link rel="alternate" type="application/atom+xml" href="/feed.xml" title="${escapeHtml(content.author.name)}" />`,
  ]
  const [root] = requireElements('content', elementsOf(html), '<html> start tag', ({ tag }) => tag === 'html')
  const at = html.indexOf(marker)
  if (at === -1) throw new Error(`content: index.html lacks the line ${marker}`)
  return editHtml(html, [
    {
      start: root.start,
      end: root.innerStart,
      text: `<html lang="${escapeHtml(site.language)}" dir="${textDirection(site.language)}">`,
    },
    { start: at, end: at + marker.length, text: tags.join('\n    ') },
  ])
}
