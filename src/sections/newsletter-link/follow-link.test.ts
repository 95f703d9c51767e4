import { FunctionsClient } from '@supabase/functions-js'
import { expect, it, vi } from 'vitest'
import { followLink, type LinkAction, type LinkOutcome } from './follow-link.ts'

const functionsUrl = 'http://localhost:4173/functions/v1'

const answering = (status: number, body: unknown) =>
  new FunctionsClient(functionsUrl, {
    customFetch: async () => Response.json(body, { status }),
  })

it.each<[LinkAction, number, unknown, LinkOutcome]>([
  ['confirm', 200, { status: 'confirmed' }, 'confirmed'],
  ['confirm', 200, { status: 'already-confirmed' }, 'already-confirmed'],
  ['confirm', 410, { error: 'expired' }, 'expired'],
  ['confirm', 404, { error: 'invalid' }, 'invalid'],
  ['confirm', 200, { status: 'something new' }, 'unavailable'],
  ['confirm', 500, { error: 'internal' }, 'unavailable'],
  ['confirm', 429, { error: 'rate_limited' }, 'unavailable'],
  ['unsubscribe', 200, { status: 'unsubscribed' }, 'unsubscribed'],
  ['unsubscribe', 404, { error: 'invalid' }, 'invalid'],
])('%s answered %i %j: %s', async (action, status, body, outcome) => {
  expect(await followLink(action, 't', answering(status, body))).toBe(outcome)
})

it('POSTs the token as JSON to the action’s path, never in a GET', async () => {
  const fetchImpl = vi.fn<typeof fetch>(async () => Response.json({ status: 'unsubscribed' }))
  await followLink('unsubscribe', 'tok', new FunctionsClient(functionsUrl, { customFetch: fetchImpl }))
  const [url, init] = fetchImpl.mock.calls[0]
  expect(url).toBe(`${functionsUrl}/newsletter-subscribe/unsubscribe`)
  expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ token: 'tok' }) })
})

it('no network is "offline"', async () => {
  const offline = new FunctionsClient(functionsUrl, {
    customFetch: async () => {
      throw new TypeError('Failed to fetch')
    },
  })
  expect(await followLink('confirm', 't', offline)).toBe('offline')
})
