import type { DeploySettings } from './settings.ts'

/** What is left to the author: the static files, which any host serves. */
export const uploadInstructions = ({ siteUrl, supabaseUrl }: DeploySettings) =>
  [
    `✓ The contact function answers at ${supabaseUrl}/functions/v1/send-contact-email.`,
    `Now upload everything inside dist/ to the host that serves ${siteUrl}, as the site's root`,
    '(dist/index.html becomes the home page). Have the host answer paths that match no file with',
    'dist/404.html and status 404, never index.html: Netlify and Cloudflare Pages do by themselves,',
    'with no catch-all rule in _redirects (docs/deploy.md). Send these cache headers:',
    '  /assets/*        Cache-Control: public, max-age=31536000, immutable',
    '  everything else  Cache-Control: no-cache',
    'Netlify and Cloudflare Pages read them from dist/_headers by themselves.',
  ].join('\n')
