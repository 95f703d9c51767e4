import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { freshPgliteDatabase } from '../test-kits/fresh-pglite-database.ts'
import { newsletterTestKit } from '../test-kits/newsletter-test-kit.ts'
import { ageConfirmLinks } from './age-confirm-links.ts'
import type { ContactDatabase } from './database.ts'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

let database: ContactDatabase
beforeAll(async () => {
  database = await freshPgliteDatabase()
})
afterAll(() => database?.close())

const { valid, backend, post, confirm, tokenOf, subscribers, emptyTables } = newsletterTestKit(() => database)
beforeEach(emptyTables)

async function signUp(kit: ReturnType<typeof backend>, email: string) {
  await kit.handler(post({ ...valid, email }))
  await kit.settled()
  return tokenOf(kit.mails.at(-1)?.confirmUrl ?? '')
}

it("ages only that address's confirmation link, which the function then finds expired", async () => {
  const kit = backend()
  const aged = await signUp(kit, 'ada@example.com')
  const other = await signUp(kit, 'bo@example.com')
  expect(await ageConfirmLinks(database.db, 'ada@example.com')).toBe(1)

  expect((await kit.handler(confirm(aged))).status).toBe(410)
  expect((await kit.handler(confirm(other))).status).toBe(200)
  expect((await subscribers()).map(({ email, status }) => [email, status])).toEqual([
    ['ada@example.com', 'pending'],
    ['bo@example.com', 'confirmed'],
  ])
})

it('ages nothing for an address that never signed up, nor a link already used', async () => {
  const kit = backend()
  const token = await signUp(kit, 'ada@example.com')
  expect((await kit.handler(confirm(token))).status).toBe(200)
  expect(await ageConfirmLinks(database.db, 'ada@example.com')).toBe(0)
  expect(await ageConfirmLinks(database.db, 'nobody@example.com')).toBe(0)
})
