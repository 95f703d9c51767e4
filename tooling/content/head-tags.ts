import { paletteCss } from './palette-css.ts'
import type { CheckedContent } from './schema.ts'

const marker = '<!-- content: title, description, social cards, theme colours -->'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** index.html's words and colours, from the content: the marker line becomes the tags, `lang` the site's language. */
export function headTags(html: string, { site, author }: CheckedContent, siteUrl: string): string {
  const meta = (attribute: string, name: string, content: string) =>
    `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`
  const card = `${siteUrl}/screenshots/wide.png`
  const tags = [
    `<title>${escapeHtml(site.title)}</title>`,
    meta('name', 'description', site.description),
    `<link rel="canonical" href="${escapeHtml(siteUrl)}/" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', author.name),
    meta('property', 'og:title', site.title),
    meta('property', 'og:description', site.socialDescription),
    meta('property', 'og:url', `${siteUrl}/`),
    meta('property', 'og:image', card),
    meta('property', 'og:image:width', '1280'),
    meta('property', 'og:image:height', '800'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', site.title),
    meta('name', 'twitter:description', site.socialDescription),
    meta('name', 'twitter:image', card),
    `<meta name="theme-color" content="${site.palette.light.paper}" media="(prefers-color-scheme: light)" />`,
    `<meta name="theme-color" content="${site.palette.dark.paper}" media="(prefers-color-scheme: dark)" />`,
    `<style>${paletteCss(site.palette)}</style>`,
  ]
  return html
    .replace(marker, tags.join('\n    '))
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(site.language)}">`)
}
