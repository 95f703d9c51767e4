/**
 * Fails the build when the HTML lacks what a plugin rewrites: a pattern that no longer matches
 * (a changed template, a new Vite) would otherwise ship the page without the plugin's work.
 */
export function requireInHtml(plugin: string, html: string, pattern: string | RegExp): void {
  const found = typeof pattern === 'string' ? html.includes(pattern) : html.search(pattern) !== -1
  if (!found) throw new Error(`${plugin}: the HTML has nothing that matches ${String(pattern)}`)
}

export function replaceInHtml(
  plugin: string,
  html: string,
  pattern: string | RegExp,
  replacement: (match: string, ...groups: string[]) => string,
): string {
  requireInHtml(plugin, html, pattern)
  return html.replace(pattern, replacement)
}
