import { createServer, request as forward } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A slow link in front of the site: every request passes through, but the HTML of `path` arrives in two pieces, the
 * first ending after the first `cutAfter` in it, the rest once `sendRest` is called. A browser paints what it has
 * parsed, so the page is drawn from its first piece alone, as on a phone whose connection stalls mid-page.
 */
export async function serveHtmlInPieces(site: string, path: string, cutAfter: string) {
  let sendRest!: () => void
  const restMaySend = new Promise<void>((resolve) => (sendRest = resolve))
  const server = createServer((incoming, outgoing) => {
    const address = new URL(incoming.url ?? '/', site)
    const held = address.pathname === path
    // The held page is asked for uncompressed, so it can be cut in its bytes.
    const headers = held ? { ...incoming.headers, 'accept-encoding': 'identity' } : incoming.headers
    const upstream = forward(address, { method: incoming.method, headers }, async (answer) => {
      if (!held) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
        return
      }
      const chunks: Buffer[] = []
      for await (const chunk of answer) chunks.push(chunk)
      const body = Buffer.concat(chunks)
      const cut = body.indexOf(cutAfter) + cutAfter.length
      if (cut < cutAfter.length) {
        // Said in the page the test opens, rather than thrown where no test would see it.
        outgoing.writeHead(500, { 'content-type': 'text/plain' })
        outgoing.end(`${path} has no "${cutAfter}" to cut after`)
        return
      }
      const { 'content-length': _whole, ...pieceHeaders } = answer.headers
      outgoing.writeHead(answer.statusCode ?? 502, pieceHeaders)
      outgoing.write(body.subarray(0, cut))
      await restMaySend
      outgoing.end(body.subarray(cut))
    })
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    sendRest,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
