import { readFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { Socket } from 'node:net'

const probePath = '/__engine-probe.js'
const probe = readFileSync(new URL('./probe.js', import.meta.url), 'utf8')

/**
 * The browser's only way to the site. Closing it is the network going away — neither driver can
 * switch a browser offline — while the server behind it, and the messages it stored, stay up.
 */
export function switchableProxy(port: number, upstreamPort: number) {
  const sockets = new Set<Socket>()
  const server: Server = createServer((req, res) => {
    if (req.url === probePath) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' }).end(probe)
      return
    }
    const headers = { ...req.headers, 'accept-encoding': 'identity' }
    const upstream = request(
      { port: upstreamPort, host: '127.0.0.1', path: req.url, method: req.method, headers },
      (answer) => {
        if (!String(answer.headers['content-type']).includes('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace('<head>', `<head><script src="${probePath}"></script>`)
          const { 'content-length': _, ...rest } = answer.headers
          res.writeHead(answer.statusCode ?? 502, rest).end(html)
        })
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  return {
    online: () => new Promise<void>((resolve) => (server.listening ? resolve() : server.listen(port, resolve))),
    offline: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve()
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
  }
}
