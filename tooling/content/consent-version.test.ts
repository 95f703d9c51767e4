import { expect, it } from 'vitest'
import { consentVersion } from '../../supabase/functions/_shared/consent-version.ts'
import { consentVersionAtBuild } from './consent-version.ts'

it.each([
  'Yes, send me Elena Marlowe’s newsletter by email.',
  'Sim, envie-me as cartas da Ada — posso cancelar a qualquer momento.',
  'نعم، أرسل لي الرسائل.',
  'Yes 👩‍💻 please',
])('names %j as the functions do', async (wording) => {
  expect(consentVersionAtBuild(wording)).toBe(await consentVersion(wording))
  expect(consentVersionAtBuild(wording)).toMatch(/^[0-9a-f]{64}$/)
})

it('names two wordings that differ by one character apart', () => {
  expect(consentVersionAtBuild('Yes.')).not.toBe(consentVersionAtBuild('Yes!'))
})
