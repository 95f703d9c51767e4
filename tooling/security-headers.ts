import { createHash } from 'node:crypto'
import { elementsOf, type HtmlElement, innerOf } from './html/html-elements.ts'

// Inline scripts the browser runs: no src, and a JavaScript type (JSON-LD data is never executed).
const runsInline = ({ tag, attributes }: HtmlElement) =>
  tag === 'script' &&
  !('src' in attributes) &&
  [undefined, '', 'module', 'text/javascript'].includes(attributes.type?.toLowerCase())

/** The hashes of the HTML's inline scripts, as CSP source expressions. */
export function inlineScriptHashes(html: string): string[] {
  return elementsOf(html)
    .filter(runsInline)
    .map((script) => `'sha256-${createHash('sha256').update(innerOf(html, script)).digest('base64')}'`)
}

/**
 * A strict policy for the built page: scripts from the site and the page's own inline scripts
 * by hash; fetches to the site and the configured Supabase project only. Inline style stays
 * allowed: the prerendered markup carries style attributes, which hashes cannot cover.
 */
export function contentSecurityPolicy(html: string, supabaseUrl?: string): string {
  const connect = ["'self'", ...(supabaseUrl ? [new URL(supabaseUrl).origin] : [])]
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Every response's security headers, for the host's `_headers` and the local server alike. No
 * Cross-Origin-Opener-Policy: it puts each arrival in a fresh browser process (decision 0018).
 */
export function securityHeaders(html: string, supabaseUrl?: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(html, supabaseUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  }
}
