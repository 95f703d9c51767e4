import { paletteCss } from './palette-css.ts'
import type { CheckedContent } from './schema.ts'
import type { Screenshot } from './screenshots.ts'

const largestIcon = { path: 'icons/icon-512.png', width: 512, height: 512 }
const marker = '<!-- content: title, description, social cards, theme colours -->'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** index.html's words and colours, from the content: the marker line becomes the tags, `lang` the site's language. */
export function headTags(
  html: string,
  { site, author }: CheckedContent,
  screenshots: Screenshot[],
  siteUrl: string,
): string {
  const meta = (attribute: string, name: string, content: string) =>
    `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`
  // The wide screenshot makes a large card; without one, the icon (in the author's colours) a small one.
  const wide = screenshots.find((shot) => shot.formFactor === 'wide')
  const card = wide ? { path: wide.path, width: wide.width, height: wide.height } : largestIcon
  const tags = [
    `<title>${escapeHtml(site.title)}</title>`,
    meta('name', 'description', site.description),
    `<link rel="canonical" href="${escapeHtml(siteUrl)}/" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', author.name),
    meta('property', 'og:title', site.title),
    meta('property', 'og:description', site.socialDescription),
    meta('property', 'og:url', `${siteUrl}/`),
    meta('property', 'og:image', `${siteUrl}/${card.path}`),
    meta('property', 'og:image:width', String(card.width)),
    meta('property', 'og:image:height', String(card.height)),
    meta('name', 'twitter:card', wide ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', site.title),
    meta('name', 'twitter:description', site.socialDescription),
    meta('name', 'twitter:image', `${siteUrl}/${card.path}`),
    `<meta name="theme-color" content="${site.palette.light.paper}" media="(prefers-color-scheme: light)" />`,
    `<meta name="theme-color" content="${site.palette.dark.paper}" media="(prefers-color-scheme: dark)" />`,
    `<style>${paletteCss(site.palette)}</style>`,
  ]
  return html
    .replace(marker, tags.join('\n    '))
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(site.language)}">`)
}
