import * as v from 'valibot'
import type { RateLimit } from '../_shared/flood-limits.ts'
import { consentMaxLength } from '../_shared/newsletter-schema.ts'
import { consentRule } from '../_shared/newsletter-server-schema.ts'
import { releaseAlertsRule } from '../_shared/release-alerts.ts'
import {
  ConfigurationError,
  type Env,
  positiveInteger,
  readSiteSettings,
  type SiteFallback,
  type SiteSettings,
} from '../_shared/settings.ts'
import type { Links } from './mail.ts'

export interface NewsletterSettings extends SiteSettings, Links {
  /**
   * At most `max` sign-ups per client address within `windowSeconds` (more per wider prefix,
   * flood-limits.ts); at most `globalMax` confirmation mails in that time from everyone together (more
   * wait for the sweep, a network at a time), so no address trick floods mailboxes or turns a reader away.
   */
  rateLimit: RateLimit
}

export const defaultNewsletterRateLimit = { max: 5, windowSeconds: 600, globalMax: 100 } as const

type Fallback = SiteFallback & { siteUrl?: string }

/**
 * Settings from the environment. The allowed origins and the address salt are the site's, shared
 * with the contact function; `fallback` fills what local mode leaves out.
 */
export function readNewsletterSettings(env: Env, fallback: Fallback = {}): NewsletterSettings {
  const site = readSiteSettings(env, fallback)
  const { consent, alerts } = site.words.newsletter
  // Stored as what readers agreed to: it passes the rule a reader's words would.
  if (consent !== undefined && !v.is(consentRule, consent))
    throw new ConfigurationError(
      `SITE_WORDS.newsletter.consent must be one visible line of at most ${consentMaxLength} characters.`,
    )
  // The books the server takes alerts for, and the alert's consent line, stored like the newsletter's.
  if (alerts !== undefined && !v.is(releaseAlertsRule, alerts))
    throw new ConfigurationError(
      `SITE_WORDS.newsletter.alerts must hold a consent line of at most ${consentMaxLength} characters and books, each with a slug, a title and a released day (YYYY-MM-DD).`,
    )
  const siteUrl = httpAddress('SITE_URL', env('SITE_URL') || fallback.siteUrl)
  // Supabase sets SUPABASE_URL for deployed functions; locally the functions answer on the site's origin.
  const functionsUrl = `${httpAddress('SUPABASE_URL', env('SUPABASE_URL') || siteUrl)}/functions/v1`
  return {
    ...site,
    rateLimit: {
      max: positiveInteger(env, 'NEWSLETTER_RATE_LIMIT_MAX', defaultNewsletterRateLimit.max),
      windowSeconds: positiveInteger(
        env,
        'NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS',
        defaultNewsletterRateLimit.windowSeconds,
      ),
      globalMax: positiveInteger(env, 'NEWSLETTER_GLOBAL_RATE_LIMIT_MAX', defaultNewsletterRateLimit.globalMax),
    },
    siteUrl,
    functionsUrl,
  }
}

function httpAddress(name: string, value: string | undefined): string {
  const url = value && URL.canParse(value) ? new URL(value) : undefined
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new ConfigurationError(`Set ${name} to the full http(s) address, not ${JSON.stringify(value ?? '')}.`)
  return url.href.replace(/\/+$/, '')
}
