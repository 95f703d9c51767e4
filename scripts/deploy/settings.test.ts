import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { toEnvFile } from './env-file.ts'
import { functionNames } from './functions.ts'
import { checkSettings } from './settings.ts'
import { readValues } from './values.ts'

const complete = {
  SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst',
  SUPABASE_ACCESS_TOKEN: 'sbp_token',
  VITE_SUPABASE_ANON_KEY: 'sb_publishable_key',
  VITE_SITE_URL: 'https://elena.example/',
  CONTACT_ADDRESS_SALT: 'salt',
  CONTACT_SWEEP_SECRET: 'sweep',
}
const problems = (values: Record<string, string>) => {
  const checked = checkSettings(values)
  return 'problems' in checked ? checked.problems : []
}
const jwt = (payload: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`

describe('checkSettings', () => {
  it("derives the project URL, allows the site origin alone by default and gives the newsletter the site's address", () => {
    expect(checkSettings(complete)).toEqual({
      settings: {
        projectRef: 'abcdefghijklmnopqrst',
        anonKey: 'sb_publishable_key',
        siteUrl: 'https://elena.example',
        supabaseUrl: 'https://abcdefghijklmnopqrst.supabase.co',
        secrets: {
          CONTACT_ALLOWED_ORIGINS: 'https://elena.example',
          SITE_URL: 'https://elena.example',
          CONTACT_ADDRESS_SALT: 'salt',
          CONTACT_SWEEP_SECRET: 'sweep',
        },
      },
    })
  })

  it('takes the allowed origins given', () => {
    const checked = checkSettings({ ...complete, CONTACT_ALLOWED_ORIGINS: 'https://a.example,https://b.example' })
    expect('settings' in checked && checked.settings.secrets.CONTACT_ALLOWED_ORIGINS).toBe(
      'https://a.example,https://b.example',
    )
  })

  it('names each missing setting, blank counting as missing, with where to find it', () => {
    expect(problems({ VITE_SITE_URL: 'https://elena.example', SUPABASE_ACCESS_TOKEN: '  ' })).toEqual([
      expect.stringMatching(/^SUPABASE_PROJECT_REF is missing: the project ref: Dashboard/),
      expect.stringMatching(/^SUPABASE_ACCESS_TOKEN is missing: .*account\/tokens/),
      expect.stringMatching(/^VITE_SUPABASE_ANON_KEY is missing: /),
      expect.stringMatching(/^CONTACT_ADDRESS_SALT is missing: .*openssl rand -hex 32/),
      expect.stringMatching(/^CONTACT_SWEEP_SECRET is missing: .*Vault/),
    ])
  })

  it.each([
    [
      'a project URL for the ref',
      { SUPABASE_PROJECT_REF: 'https://abcdefghijklmnopqrst.supabase.co' },
      /SUPABASE_PROJECT_REF must be/,
    ],
    [
      'a site address without scheme',
      { VITE_SITE_URL: 'elena.example' },
      /VITE_SITE_URL must be a full http\(s\) address/,
    ],
    ['a service role JWT as the anon key', { VITE_SUPABASE_ANON_KEY: jwt({ role: 'service_role' }) }, /holds a secret/],
    ['a secret key as the anon key', { VITE_SUPABASE_ANON_KEY: 'sb_secret_abc' }, /holds a secret/],
    ['Resend without its addresses', { RESEND_API_KEY: 're_x' }, /also set CONTACT_TO_EMAIL and CONTACT_FROM_EMAIL/],
    [
      'a rate limit that is not a number',
      { CONTACT_RATE_LIMIT_MAX: 'five' },
      /CONTACT_RATE_LIMIT_MAX must be a positive whole number/,
    ],
    [
      'a newsletter rate limit that is not a number',
      { NEWSLETTER_RATE_LIMIT_MAX: 'ten' },
      /NEWSLETTER_RATE_LIMIT_MAX must be a positive whole number/,
    ],
    [
      'a Resend audience without Resend',
      { RESEND_AUDIENCE_ID: 'aud_1' },
      /RESEND_AUDIENCE_ID is set: also set RESEND_API_KEY/,
    ],
    [
      'a secret over two lines',
      { CONTACT_TO_EMAIL: 'a@b.example\nBcc: c@d.example' },
      /CONTACT_TO_EMAIL must be one line/,
    ],
  ])('refuses %s', (_what, change, message) => {
    expect(problems({ ...complete, ...change })).toEqual(expect.arrayContaining([expect.stringMatching(message)]))
  })

  it('accepts the legacy anon JWT', () => {
    expect(problems({ ...complete, VITE_SUPABASE_ANON_KEY: jwt({ role: 'anon' }) })).toEqual([])
  })
})

describe('readValues', () => {
  it('reads the file, the environment winning, and does without a file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-values-'))
    try {
      const file = join(dir, '.env.deploy')
      writeFileSync(file, '# settings\nSUPABASE_PROJECT_REF=fromfile\nCONTACT_FROM_EMAIL="Site <s@e.example>"\n')
      expect(readValues(file, { SUPABASE_PROJECT_REF: 'fromenv' })).toEqual({
        SUPABASE_PROJECT_REF: 'fromenv',
        CONTACT_FROM_EMAIL: 'Site <s@e.example>',
      })
      expect(readValues(join(dir, 'absent'), { A: 'b' })).toEqual({ A: 'b' })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('toEnvFile', () => {
  it('writes values literally, quoting the ones with apostrophes', () => {
    expect(toEnvFile({ A: 'x $HOME # y', B: `Elena's "site" \\o/` })).toBe(
      `A='x $HOME # y'\nB="Elena's \\"site\\" \\\\o/"\n`,
    )
  })
})

describe('functionNames', () => {
  it('lists the folders with an index.ts, not the shared code', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-functions-'))
    try {
      for (const name of ['_shared', 'send-contact-email', 'notes']) mkdirSync(join(dir, name))
      writeFileSync(join(dir, '_shared/index.ts'), '')
      writeFileSync(join(dir, 'send-contact-email/index.ts'), '')
      writeFileSync(join(dir, 'deno.json'), '{}')
      expect(functionNames(dir)).toEqual(['send-contact-email'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
