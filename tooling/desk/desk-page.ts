/** The icon font's file beside the page: the CMS names it from a CDN, which the desk's policy refuses. */
export const iconFont = 'material-symbols-outlined.woff2'

/**
 * The desk's page: the CMS's script, from the site itself and held to its hash (a script that can write the author's
 * repository is refused if anything changed it), reading config.yml beside it. Never indexed. Its icons'
 * face is declared here first: the browser falls back to it when the CMS's own (from the CDN) is refused.
 */
export function deskPage(language: string, title: string, scriptIntegrity: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escaped}</title>
<link href="config.yml" type="application/yaml" rel="cms-config-url">
<style>@font-face{font-family:'Material Symbols Outlined';font-style:normal;font-display:block;font-weight:100 700;src:url(${iconFont}) format('woff2-variations')}</style>
</head>
<body>
<script src="sveltia-cms.js" integrity="${scriptIntegrity}"></script>
</body>
</html>
`
}
