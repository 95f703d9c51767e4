import type { IncomingMessage } from 'node:http'
import { sentByWebPage } from './sent-by-web-page.ts'

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/** A request from this machine, and not from a web page on it: the only one the /__local paths answer. */
export function fromThisMachineOnly(req: IncomingMessage): boolean {
  return loopback.has(req.socket.remoteAddress ?? '') && !sentByWebPage(req)
}
