// The local server's deadline for a request's headers, over real sockets: a caller who drips them is cut off.
import { createServer, type Server } from 'node:http'
import { type AddressInfo, connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { limitHeaderTime } from './header-deadline.ts'

const deadlineMs = 300
let server: Server
let port: number
// No longer the HTTP server's once upgraded: closed by the test.
const upgraded: Socket[] = []

beforeAll(async () => {
  server = createServer((_req, res) => res.end('answered'))
  limitHeaderTime(server, deadlineMs)
  server.on('upgrade', (_req, socket: Socket) => {
    upgraded.push(socket)
    socket.write('HTTP/1.1 101 Switching Protocols\r\n\r\n')
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  port = (server.address() as AddressInfo).port
})
afterAll(() => {
  server.closeAllConnections()
  for (const socket of upgraded) socket.destroy()
  return new Promise((closed) => server.close(closed))
})

/** A raw connection: what it was sent back, and when it closed (ms after it opened). */
function open() {
  const socket = connect(port, '127.0.0.1')
  const opened = performance.now()
  let received = ''
  socket.on('data', (chunk) => (received += chunk))
  // Cut off while it still writes, the socket may be reset: that is the deadline at work, and 'close' follows.
  socket.on('error', () => {})
  const closed = new Promise<number>((done) => socket.on('close', () => done(performance.now() - opened)))
  return { socket, closed, received: () => received }
}

/** Writes `text` a character every `everyMs` while the socket is open. */
function drip(socket: Socket, text: string, everyMs: number) {
  let at = 0
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) return clearInterval(timer)
    socket.write(text[at++])
  }, everyMs)
}

describe('the header deadline', () => {
  it('closes a connection whose headers drip, at the deadline, unanswered', async () => {
    const { socket, closed, received } = open()
    drip(socket, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(1000)}\r\n\r\n`, 20)
    const after = await closed
    expect(after).toBeGreaterThanOrEqual(deadlineMs - 20)
    expect(after).toBeLessThan(deadlineMs * 4)
    expect(received()).toBe('')
  })

  it('closes a kept-alive connection whose next request drips, after answering the first', async () => {
    const { socket, closed, received } = open()
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n')
    await expect.poll(received).toContain('answered')
    drip(socket, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(1000)}\r\n\r\n`, 20)
    expect(await closed).toBeLessThan(deadlineMs * 4)
    expect(received().match(/answered/g)).toHaveLength(1)
  })

  it('closes a connection that sends nothing', async () => {
    const { closed } = open()
    expect(await closed).toBeLessThan(deadlineMs * 4)
  })

  it('answers requests whose headers come in time, again and again on one connection', async () => {
    const { socket, received } = open()
    const request = 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'
    socket.write(request)
    await expect.poll(received).toContain('answered')
    // Past the first deadline, counted from the connection's start: the second request has its own.
    await new Promise((later) => setTimeout(later, deadlineMs / 2))
    socket.write(request)
    await new Promise((later) => setTimeout(later, deadlineMs / 2 + 50))
    socket.write(request)
    await expect.poll(() => received().match(/answered/g)?.length).toBe(3)
    socket.destroy()
  })

  it('leaves an upgraded connection (a WebSocket) open past the deadline', async () => {
    const { socket, closed, received } = open()
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n')
    await expect.poll(received).toContain('101')
    const stillOpen = await Promise.race([
      closed.then(() => false),
      new Promise<boolean>((open) => setTimeout(() => open(true), deadlineMs * 2)),
    ])
    expect(stillOpen).toBe(true)
    socket.destroy()
  })
})
