import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { idempotencyKey as key, contactPayload as payload } from '#tests/support/contact-payload.ts'
import { functionsClient } from './functions-client.ts'
import { sendEntry } from './send-entry.ts'

let sent: Request[]

beforeEach(() => {
  sent = []
  vi.stubGlobal('location', { origin: 'http://localhost:4173' })
  // Node 20 has none, and supabase-js's realtime part asks for one when built (it never connects here).
  vi.stubGlobal('WebSocket', class {})
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init))
    return Response.json({ id: '1' })
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

async function described(request: Request) {
  return { url: request.url, method: request.method, headers: [...request.headers], body: await request.text() }
}

it('the page’s supabase-js client and the worker’s FunctionsClient send the same request', async () => {
  expect(await sendEntry({ id: key, kind: 'contact', payload }, await functionsClient())).toEqual({ kind: 'delivered' })
  vi.stubEnv('SERVICE_WORKER', 'true')
  expect(await sendEntry({ id: key, kind: 'contact', payload }, await functionsClient())).toEqual({ kind: 'delivered' })

  const [page, worker] = await Promise.all(sent.map(described))
  expect(page).toEqual(worker)
  expect(page).toMatchObject({ url: 'http://localhost:4173/functions/v1/send-contact-email', method: 'POST' })
  expect(Object.fromEntries(page.headers)).toMatchObject({
    authorization: 'Bearer local-anon-key',
    apikey: 'local-anon-key',
    'content-type': 'application/json',
    'idempotency-key': key,
    'x-client-info': expect.stringMatching(/^supabase-js\/\d+\.\d+\.\d+; runtime=web$/),
  })
  expect(JSON.parse(page.body)).toEqual(payload)
})
