// A site in Portuguese: the confirmation mail and a refused address are in the site's words.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { onEveryDatabase } from '../../local/test-kits/every-database.ts'
import { newsletterTestKit, versionOf } from '../../local/test-kits/newsletter-test-kit.ts'
import { portugueseConsent, portugueseSiteWords } from '../../local/test-kits/portuguese-site.ts'
import { readNewsletterSettings } from './settings.ts'

// PGlite's cold start is slow, and far slower on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

onEveryDatabase('newsletter-subscribe/site-language.test.ts', (database) => {
  const { valid, settings, backend, post, emptyTables } = newsletterTestKit(database)
  beforeEach(emptyTables)
  const env: Record<string, string> = {
    CONTACT_ALLOWED_ORIGINS: '*',
    CONTACT_ADDRESS_SALT: 'salt',
    SITE_URL: 'https://author.example',
    SITE_WORDS: portugueseSiteWords(),
  }
  const portuguese = { ...settings, words: readNewsletterSettings((name) => env[name]).words }
  const signUp = { ...valid, consentVersion: versionOf(portugueseConsent) }

  describe('on a site in Portuguese', () => {
    it('mails the confirmation in Portuguese, its links as any site’s', async () => {
      const { handler, mails, settled } = backend({ settings: portuguese })
      expect((await handler(post(signUp, { headers: { 'accept-language': 'en' } }))).status).toBe(202)
      await settled()
      const [mail] = mails
      expect(mail.subject).toBe('Cartas da Costa: confirme a sua subscrição')
      expect(mail.text).toBe(
        [
          'Alguém, esperamos que tenha sido você, pediu para receber novidades de author.example neste endereço.',
          '',
          `Ao confirmar, aceita: «${portugueseConsent}»`,
          '',
          'Para confirmar, abra esta ligação no prazo de 7 dias:',
          mail.confirmUrl,
          '',
          'Se não foi você, ignore este email: sem confirmação, não será enviado mais nada.',
          '',
          `Para cancelar a subscrição a qualquer momento: ${mail.unsubscribeUrl}`,
        ].join('\n'),
      )
    })

    it('refuses an address in Portuguese', async () => {
      const { handler, mails } = backend({ settings: portuguese })
      const response = await handler(post({ ...valid, email: 'ada' }))
      expect(response.status).toBe(422)
      expect((await response.json()).fields).toEqual({ email: 'Introduza um endereço de email válido' })
      expect(mails).toEqual([])
    })
  })
})
