import type { EventEmitter } from 'node:events'
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import { bodyDeadlineMs } from '../../functions/_shared/read-body.ts'

/**
 * Closes a connection whose request's headers have not all come within `deadlineMs` of it opening, or of its
 * last answer: a caller who drips its headers (slowloris) holds it seconds, not minutes. Node's own
 * headersTimeout is only looked at every 30 s, an interval fixed when the server is made, here by Vite.
 */
export function limitHeaderTime(server: EventEmitter, deadlineMs = bodyDeadlineMs) {
  const timers = new WeakMap<Socket, NodeJS.Timeout>()
  const disarm = (socket: Socket) => clearTimeout(timers.get(socket))
  const arm = (socket: Socket) => {
    disarm(socket)
    timers.set(
      socket,
      setTimeout(() => socket.destroy(), deadlineMs),
    )
  }
  server.on('connection', (socket: Socket) => {
    arm(socket)
    socket.once('close', () => disarm(socket))
  })
  // Its headers are all in: the body has a deadline of its own (read-body.ts), and the next request starts after the answer.
  server.on('request', (request: IncomingMessage, response: EventEmitter) => {
    disarm(request.socket)
    response.once('finish', () => {
      if (!request.socket.destroyed) arm(request.socket)
    })
  })
  // A WebSocket (the dev server's reload) is no longer HTTP once upgraded.
  server.on('upgrade', (request: IncomingMessage) => disarm(request.socket))
}
