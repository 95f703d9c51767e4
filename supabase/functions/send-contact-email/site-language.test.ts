// A site in Portuguese: its contact function refuses a field in the site's words, whatever the request says.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { contactTestKit } from '../../local/test-kits/contact-test-kit.ts'
import { onEveryDatabase } from '../../local/test-kits/every-database.ts'
import { portugueseSiteWords } from '../../local/test-kits/portuguese-site.ts'
import { readContactSettings } from './settings.ts'

// PGlite's cold start is slow, and far slower on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

onEveryDatabase('send-contact-email/site-language.test.ts', (database) => {
  beforeEach(() => database().db.exec('truncate public.contact_messages'))

  const { valid, settings, backend, post, rows } = contactTestKit(database)
  const env: Record<string, string> = {
    CONTACT_ALLOWED_ORIGINS: '*',
    CONTACT_ADDRESS_SALT: 'salt',
    SITE_WORDS: portugueseSiteWords(),
  }
  const portuguese = { ...settings, words: readContactSettings((name) => env[name]).words }

  describe('on a site in Portuguese', () => {
    it.each([
      ['subject', '   ', 'Assunto: preenchimento obrigatório'],
      ['email', 'ada', 'Introduza um endereço de email válido'],
      ['message', 'curta', 'Mensagem: pelo menos 10 caracteres'],
      ['name', 'Ada\u200BReader', 'Nome: não pode conter caracteres invisíveis'],
    ] as const)('a refused %s is answered in Portuguese: %j → %j', async (field, value, reason) => {
      const { handler } = backend({ settings: portuguese })
      const response = await handler(
        post({ ...valid, [field]: value }, { headers: { 'accept-language': 'en', 'content-language': 'en' } }),
      )
      expect(response.status).toBe(422)
      expect((await response.json()).fields).toEqual({ [field]: reason })
      expect(await rows()).toEqual([])
    })

    it('takes a valid message as any site does', async () => {
      const { handler, mails } = backend({ settings: portuguese })
      expect((await handler(post(valid))).status).toBe(200)
      expect(await rows()).toHaveLength(1)
      expect(mails).toHaveLength(1)
    })
  })
})
