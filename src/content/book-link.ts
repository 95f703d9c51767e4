import { site } from 'virtual:content/site'

// The public address the canonical link and social cards name, not location.origin: a link copied
// from a preview build, a local server or the installed app still brings its reader to the real site.
export const siteUrl = import.meta.env.VITE_SITE_URL || site.url

/** The absolute address of a book's own page. */
export const bookLink = (slug: string, base = siteUrl) =>
  `${base.replace(/\/+$/, '')}/books/${encodeURIComponent(slug)}`
