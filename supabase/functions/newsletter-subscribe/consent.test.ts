// The consent records, through the handler on either engine: what a reader confirmed is what is
// stored, and a withdrawal stays on record however the address is signed up again.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { queryOn } from '../../local/server/pglite-store.ts'
import { onEveryDatabase } from '../../local/test-kits/every-database.ts'
import { newsletterTestKit, versionOf, wordsWithConsent } from '../../local/test-kits/newsletter-test-kit.ts'
import { createSqlNewsletterStore } from './store.ts'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

const day = 24 * 60 * 60
const signedUpAt = new Date('2026-11-24T10:00:00Z')
const daysAfterSignUp = (days: number) => new Date(signedUpAt.getTime() + days * day * 1000)

onEveryDatabase('newsletter-subscribe/consent.test.ts', (database) => {
  const { consent, offered, valid, settings, backend, post, confirm, unsubscribe, tokenOf, subscribers, emptyTables } =
    newsletterTestKit(database)
  beforeEach(emptyTables)
  const forget = (at: Date) => createSqlNewsletterStore(queryOn(database().db)).forget(at)

  /** A reader who signed up, confirmed and then unsubscribed; their first mail's links at hand. */
  async function withdrawn(kit = backend()) {
    await kit.handler(post(valid))
    await kit.settled()
    await kit.handler(confirm(tokenOf(kit.mails[0].confirmUrl)))
    await kit.handler(unsubscribe(tokenOf(kit.mails[0].unsubscribeUrl)))
    const [record] = await subscribers()
    return { ...kit, record }
  }

  describe('the consent a reader confirms', () => {
    it.each([
      ['a re-post the same day', 0],
      ['a re-post a day later, which mails a second link', 1],
    ])('is the wording and time of the link they followed, whatever %s said', async (_what, days) => {
      const { handler, mails, settled, advanceSeconds } = backend()
      await handler(post(valid))
      await settled()
      advanceSeconds(days * day)
      await handler(post({ ...valid, consentVersion: await offered('Someone else’s wording.') }))
      await settled()
      expect(mails).toHaveLength(1 + days)

      expect((await handler(confirm(tokenOf(mails[0].confirmUrl)))).status).toBe(200)
      expect(await subscribers()).toMatchObject([{ status: 'confirmed', consent, subscribed_at: signedUpAt }])
    })

    it('is the later wording and time when the reader follows the later link', async () => {
      const { handler, mails, settled, advanceSeconds } = backend()
      await handler(post(valid))
      await settled()
      advanceSeconds(day)
      await handler(post({ ...valid, consentVersion: await offered('The newer wording.') }))
      await settled()

      expect((await handler(confirm(tokenOf(mails[1].confirmUrl)))).status).toBe(200)
      expect(await subscribers()).toMatchObject([
        { status: 'confirmed', consent: 'The newer wording.', subscribed_at: daysAfterSignUp(1) },
      ])
    })
  })

  describe('the wording a sign-up names', () => {
    const unknown = (response: Response) => response.json().then((body) => ({ status: response.status, body }))
    const refused = {
      status: 422,
      body: {
        error: 'unknown_consent_version',
        message: 'This consent wording is not one this site offers; reload the page and sign up again.',
      },
    }

    it('is the site’s, by its version: stored as the site wrote it and quoted in the mail the reader confirms', async () => {
      const { handler, mails, settled } = backend()
      expect((await handler(post(valid))).status).toBe(202)
      await settled()
      expect(mails[0].text).toContain(`By confirming, you agree to: “${consent}”`)
      await handler(confirm(tokenOf(mails[0].confirmUrl)))
      expect(await subscribers()).toMatchObject([{ status: 'confirmed', consent }])
    })

    it('is refused 422 when it is a version the site never offered: nothing stored, nothing mailed', async () => {
      const { handler, mails, settled } = backend()
      const named = { consentVersion: versionOf('I also agree to share my address.') }
      expect(await unknown(await handler(post({ ...valid, ...named })))).toEqual(refused)
      await settled()
      expect(mails).toEqual([])
      expect(await subscribers()).toEqual([])
    })

    it('once offered stays known after the author rewords it: a page from before records the words it showed', async () => {
      await backend().handler(post({ ...valid, email: 'first@example.com' }))
      const reworded = { ...settings, words: wordsWithConsent('Yes, send me the letters.') }
      const { handler, mails, settled } = backend({ settings: reworded })
      expect((await handler(post(valid))).status).toBe(202)
      expect(
        (
          await handler(
            post({ ...valid, email: 'new@example.com', consentVersion: versionOf('Yes, send me the letters.') }),
          )
        ).status,
      ).toBe(202)
      await settled()
      expect(mails.map((mail) => mail.text.includes(consent))).toEqual([true, false])
      expect(await subscribers()).toMatchObject([
        { email: 'ada@example.com', consent },
        { email: 'first@example.com', consent },
        { email: 'new@example.com', consent: 'Yes, send me the letters.' },
      ])
    })

    it('is looked up once an instance: its later sign-ups, of any address, name it without a query for it', async () => {
      const lookups: string[] = []
      const store = createSqlNewsletterStore(queryOn(database().db))
      const { handler, mails, settled } = backend({
        store: {
          ...store,
          consentWording: (version, current, at) => {
            lookups.push(version)
            return store.consentWording(version, current, at)
          },
        },
      })
      for (const email of ['ada@example.com', 'bea@example.com', 'cy@example.com'])
        expect((await handler(post({ ...valid, email }))).status).toBe(202)
      await settled()
      expect(lookups).toEqual([valid.consentVersion])
      expect(mails.map((mail) => mail.text.includes(`“${consent}”`))).toEqual([true, true, true])
    })

    it('naming both the version and a wording is refused as a field', async () => {
      const response = await backend().handler(post({ ...valid, consent }))
      expect(response.status).toBe(422)
      expect(await response.json()).toMatchObject({
        error: 'invalid',
        fields: { consent: 'Unknown field' },
      })
    })
  })

  describe('a withdrawal', () => {
    it('stays on record when the address is signed up again, which mails a fresh confirmation', async () => {
      const kit = await withdrawn()
      kit.advanceSeconds(day)
      await kit.handler(post({ ...valid, consentVersion: await offered('Another wording.') }))
      await kit.settled()

      expect(kit.mails).toHaveLength(2)
      expect(await subscribers()).toEqual([kit.record])
      expect(kit.record).toMatchObject({ status: 'unsubscribed', unsubscribed_at: expect.any(Date) })
    })

    it('is followed by a new consent only when the reader confirms the fresh link', async () => {
      const kit = await withdrawn()
      kit.advanceSeconds(day)
      await kit.handler(post({ ...valid, consentVersion: await offered('Another wording.') }))
      await kit.settled()

      expect((await kit.handler(confirm(tokenOf(kit.mails[1].confirmUrl)))).status).toBe(200)
      expect(await subscribers()).toMatchObject([
        {
          status: 'confirmed',
          consent: 'Another wording.',
          subscribed_at: daysAfterSignUp(1),
          confirmed_at: daysAfterSignUp(1),
          // The earlier withdrawal stays on record beside the new consent.
          unsubscribed_at: kit.record.unsubscribed_at,
        },
      ])
    })

    it('outlives the 30-day forgetting of sign-ups never confirmed, and goes after four years', async () => {
      const kit = await withdrawn()
      kit.advanceSeconds(day)
      await kit.handler(post({ ...valid, consentVersion: await offered('Another wording.') }))
      await kit.settled()

      expect(await forget(daysAfterSignUp(31))).toMatchObject({ subscribers: 0 })
      expect(await subscribers()).toEqual([kit.record])
      expect(await forget(daysAfterSignUp(4 * 366))).toMatchObject({ subscribers: 1 })
      expect(await subscribers()).toEqual([])
    })
  })
})
