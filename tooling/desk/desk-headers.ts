/** Where the desk is served: nothing else of the site is under it. */
export const deskPath = '/admin/'

export const isDeskPath = (pathname: string) => pathname.startsWith(deskPath)

/**
 * The desk's own policy, in place of the reader's (decision 0080): the CMS's script and styles from the site
 * itself; images also as blob: and data: (an upload's preview) and GitHub's avatars; fetches to the site, GitHub's
 * API, data: and blob: (the CMS reads its own images and uploads through fetch) and the CMS's own interface words at its pinned version (refused, it speaks English). Its fonts come from
 * the site or the system's. Never framed, never indexed.
 */
export function deskHeaders(cmsVersion: string): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' blob: data: https://avatars.githubusercontent.com",
      "font-src 'self'",
      `connect-src 'self' data: blob: https://api.github.com https://unpkg.com/@sveltia/cms@${cmsVersion}/locales/`,
      "worker-src 'self' blob:",
      "frame-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Robots-Tag': 'noindex, nofollow',
  }
}
