import type { RateLimit } from '../_shared/flood-limits.ts'
import {
  type Env,
  positiveInteger,
  readSiteSettings,
  type SiteFallback,
  type SiteSettings,
} from '../_shared/settings.ts'

export interface ContactSettings extends SiteSettings {
  /**
   * At most `max` stored messages per client address within `windowSeconds` (more per wider prefix,
   * flood-limits.ts); at most `globalMax` mails to the author in that time from everyone together
   * (more wait for later windows, a network at a time), so no address trick floods the author or
   * turns a visitor away.
   */
  rateLimit: RateLimit
  /** Days a message is kept after its notification went out; one never sent is kept until it is. */
  retentionDays: number
}

export const defaultRateLimit = { max: 5, windowSeconds: 600, globalMax: 50 } as const
export const defaultRetentionDays = 90

/** Settings from the environment; `fallback` fills what a deployment may leave out (local mode). */
export function readContactSettings(env: Env, fallback: SiteFallback = {}): ContactSettings {
  return {
    ...readSiteSettings(env, fallback),
    rateLimit: {
      max: positiveInteger(env, 'CONTACT_RATE_LIMIT_MAX', defaultRateLimit.max),
      windowSeconds: positiveInteger(env, 'CONTACT_RATE_LIMIT_WINDOW_SECONDS', defaultRateLimit.windowSeconds),
      globalMax: positiveInteger(env, 'CONTACT_GLOBAL_RATE_LIMIT_MAX', defaultRateLimit.globalMax),
    },
    retentionDays: positiveInteger(env, 'CONTACT_RETENTION_DAYS', defaultRetentionDays),
  }
}
