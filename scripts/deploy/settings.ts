import { mailerFromEnv } from '../../supabase/functions/_shared/mailer.ts'
import { audienceFromEnv } from '../../supabase/functions/newsletter-subscribe/audience.ts'
import { confirmationMail } from '../../supabase/functions/newsletter-subscribe/mail.ts'
import { readNewsletterSettings } from '../../supabase/functions/newsletter-subscribe/settings.ts'
import { notificationMail } from '../../supabase/functions/send-contact-email/notification.ts'
import { readContactSettings } from '../../supabase/functions/send-contact-email/settings.ts'
import { isSecretKey } from './secret-key.ts'

export type Values = Record<string, string | undefined>

/** Every setting the deploy needs that has no default, and where its value comes from. */
export const required = {
  SUPABASE_PROJECT_REF: 'the project ref: Dashboard → Project Settings → General → Project ID',
  SUPABASE_ACCESS_TOKEN: 'a personal access token: https://supabase.com/dashboard/account/tokens',
  VITE_SUPABASE_ANON_KEY: 'the public anon (or publishable) key: Dashboard → Project Settings → API Keys',
  VITE_SITE_URL: 'the address readers open, e.g. https://elena-marlowe.com',
  CONTACT_ADDRESS_SALT: 'a long random secret, e.g. the output of `openssl rand -hex 32`; keep it across deploys',
  CONTACT_SWEEP_SECRET:
    'a second random secret (`openssl rand -hex 32`) for the sweeps that send waiting mail; store it in Vault too (README)',
} as const

/** The functions' settings that deploy sets as secrets, when given. */
const secretNames = [
  'CONTACT_ALLOWED_ORIGINS',
  'CONTACT_ADDRESS_SALT',
  'CONTACT_SWEEP_SECRET',
  'CONTACT_RATE_LIMIT_MAX',
  'CONTACT_RATE_LIMIT_WINDOW_SECONDS',
  'CONTACT_GLOBAL_RATE_LIMIT_MAX',
  'CONTACT_RETENTION_DAYS',
  'CONTACT_CLIENT_ADDRESS_HEADER',
  'RESEND_API_KEY',
  'CONTACT_TO_EMAIL',
  'CONTACT_FROM_EMAIL',
  'NEWSLETTER_FROM_EMAIL',
  'NEWSLETTER_RATE_LIMIT_MAX',
  'NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS',
  'NEWSLETTER_GLOBAL_RATE_LIMIT_MAX',
  'RESEND_AUDIENCE_ID',
  // Not the author's to set: the deploy writes it from the site's words.
  'SITE_WORDS',
] as const

export interface DeploySettings {
  projectRef: string
  anonKey: string
  siteUrl: string
  supabaseUrl: string
  secrets: Record<string, string>
}

/** The settings, or every problem with them, each on a line of its own. */
export function checkSettings(values: Values): { settings: DeploySettings } | { problems: string[] } {
  const given = (name: string) => values[name]?.trim() || undefined
  const problems = Object.entries(required)
    .filter(([name]) => !given(name))
    .map(([name, hint]) => `${name} is missing: ${hint}.`)
  if (problems.length > 0) return { problems }

  const projectRef = given('SUPABASE_PROJECT_REF')!
  const anonKey = given('VITE_SUPABASE_ANON_KEY')!
  const siteUrl = given('VITE_SITE_URL')!.replace(/\/+$/, '')
  if (!/^[a-z]{20}$/.test(projectRef))
    problems.push(`SUPABASE_PROJECT_REF must be the project's 20 lowercase letters, not ${JSON.stringify(projectRef)}.`)
  if (isSecretKey(anonKey))
    problems.push(
      'VITE_SUPABASE_ANON_KEY holds a secret (service role) key: it would be public in the site. Use the anon key.',
    )
  const site = parseSiteUrl(siteUrl)
  if (!site) problems.push(`VITE_SITE_URL must be a full http(s) address, not ${JSON.stringify(siteUrl)}.`)

  // SITE_URL: the newsletter mail's links open the site's pages, where the site is built for.
  const secrets: Record<string, string> = { CONTACT_ALLOWED_ORIGINS: site?.origin ?? '', SITE_URL: siteUrl }
  for (const name of secretNames) {
    const value = given(name)
    if (value === undefined) continue
    if (/[\r\n]/.test(value)) problems.push(`${name} must be one line.`)
    secrets[name] = value
  }
  problems.push(...functionProblems(secrets))
  if (problems.length > 0) return { problems }
  return { settings: { projectRef, anonKey, siteUrl, supabaseUrl: `https://${projectRef}.supabase.co`, secrets } }
}

function parseSiteUrl(value: string): URL | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url : undefined
}

/** The functions' own checks, run here so a bad value stops the deploy instead of every request. */
function functionProblems(secrets: Record<string, string>): string[] {
  const env = (name: string) => secrets[name]
  return [
    () => readContactSettings(env),
    () => mailerFromEnv(notificationMail, env),
    () => readNewsletterSettings(env),
    () => mailerFromEnv(confirmationMail, env),
    () => audienceFromEnv(env),
  ].flatMap((check) => {
    try {
      check()
      return []
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)]
    }
  })
}
