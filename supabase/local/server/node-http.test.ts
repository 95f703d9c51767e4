// The bridge between Node's http server and the fetch-style handler, over a real socket.
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBodyText } from '../../functions/_shared/read-body.ts'
import { sendWebResponse, toWebRequest } from './node-http.ts'

let server: Server
let port: number
let bytesRead = 0

beforeAll(async () => {
  // Echoes what the handler saw; refuses bodies over the function's limit or past a deadline like the function does.
  server = createServer(async (req, res) => {
    const request = toWebRequest(req)
    const body = await readBodyText(request, { deadlineMs: 500 })
    bytesRead = req.socket.bytesRead
    const seen = {
      method: request.method,
      headers: Object.fromEntries(request.headers),
      body: body.ok ? body.text : body.reason,
    }
    await sendWebResponse(
      req,
      res,
      Response.json(seen, {
        status: body.ok ? 200 : body.reason === 'too_slow' ? 408 : 413,
        headers: { 'x-answer': 'yes' },
      }),
    )
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((closed) => server.close(closed)))

function send(method: string, headers: Record<string, string>, chunks: string[]) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((answered, failed) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, agent: false, method, path: '/functions/v1/send-contact-email', headers },
      (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => answered({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', failed)
    for (const chunk of chunks) req.write(chunk)
    req.end()
  })
}

describe('toWebRequest and sendWebResponse', () => {
  it('carry method, headers, body and the answer both ways', async () => {
    const answer = await send('POST', { 'content-type': 'application/json', 'idempotency-key': 'k' }, ['{"a":', '1}'])

    expect(answer.status).toBe(200)
    expect(answer.headers['x-answer']).toBe('yes')
    expect(JSON.parse(answer.body)).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k' },
      body: '{"a":1}',
    })
  })

  it('deliver the 413 for a huge streamed upload without reading all of it', async () => {
    const megabyte = 'x'.repeat(1024 * 1024)
    const answer = await send('POST', { 'transfer-encoding': 'chunked' }, [megabyte, megabyte, megabyte])

    expect(answer.status).toBe(413)
    expect(answer.headers.connection).toBe('close')
    expect(bytesRead).toBeLessThan(1024 * 1024)
  })

  it('deliver the 408 to a caller still sending at the deadline, and close its connection', async () => {
    const answer = await new Promise<{ status: number; connection: unknown; body: string }>((answered, failed) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          agent: false,
          method: 'POST',
          path: '/',
          headers: { 'transfer-encoding': 'chunked' },
        },
        (res) => {
          let body = ''
          res.on('data', (chunk) => (body += chunk))
          res.on('end', () => {
            answered({ status: res.statusCode ?? 0, connection: res.headers.connection, body })
            req.destroy()
          })
        },
      )
      req.on('error', failed)
      // The first piece, then nothing: the caller never ends its body.
      req.write('{"a":')
    })

    expect(answer.status).toBe(408)
    expect(answer.connection).toBe('close')
    expect(JSON.parse(answer.body)).toMatchObject({ body: 'too_slow' })
  })
})
