/** The desk's page: the CMS's script, from the site itself, reading config.yml beside it. Never indexed. */
export function deskPage(language: string, title: string): string {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escaped}</title>
<link href="config.yml" type="application/yaml" rel="cms-config-url">
</head>
<body>
<script src="sveltia-cms.js"></script>
</body>
</html>
`
}
