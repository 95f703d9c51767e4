/** Text as XML's content and its double-quoted attributes take it. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A page for the sitemap: its path, and the day its content last changed when known (2027-03-15). */
export interface SitemapPage {
  path: string
  lastmod?: string
}

/** sitemap.xml: every page the build wrote, by its absolute address, with the day it last changed. */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const urls = pages.map(({ path, lastmod }) => {
    const changed = lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
    return `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${changed}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** robots.txt: every page may be read, and the sitemap says where they are. */
export const robotsTxt = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`
