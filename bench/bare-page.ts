import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

const barePage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A bare page</title>
<meta name="description" content="One heading and one line, no styles and no scripts."></head>
<body><h1>A bare page</h1><p>One heading and one line, no styles and no scripts.</p></body></html>`

/**
 * Serves a page with nothing to block on, for a control: whatever blocking time Lighthouse finds
 * there comes from the machine (other processes, the browser's own start), not from any page.
 */
export async function serveBarePage(): Promise<{ url: string; server: Server }> {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(barePage)
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }
}
