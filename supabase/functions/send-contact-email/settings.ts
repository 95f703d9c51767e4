import {
  type AllowedOrigins,
  ConfigurationError,
  type Env,
  parseOrigins,
  positiveInteger,
} from '../_shared/settings.ts'

export interface ContactSettings {
  /** Origins whose pages may post; '*' allows any. Requests without an Origin (not a browser) always pass. */
  allowedOrigins: AllowedOrigins
  /**
   * At most `max` stored messages per client address within `windowSeconds`, and `globalMax`
   * from everyone together, so no address trick can flood the author.
   */
  rateLimit: { max: number; windowSeconds: number; globalMax: number }
  /** Days a message is kept after its notification went out; one never sent is kept until it is. */
  retentionDays: number
  /** Secret mixed into the client-address hash, so stored hashes cannot be reversed by guessing addresses. */
  addressSalt: string
  /** Shared with the scheduler that calls the sweep (on Supabase: pg_cron, through Vault); unset, no sweep is answered. */
  sweepSecret?: string
}

export const defaultRateLimit = { max: 5, windowSeconds: 600, globalMax: 50 } as const
export const defaultRetentionDays = 90

/** Settings from the environment; `fallback` fills what a deployment may leave out (local mode). */
export function readContactSettings(
  env: Env,
  fallback: { allowedOrigins?: string; addressSalt?: string } = {},
): ContactSettings {
  const origins = env('CONTACT_ALLOWED_ORIGINS') ?? fallback.allowedOrigins
  const addressSalt = env('CONTACT_ADDRESS_SALT') ?? fallback.addressSalt
  const sweepSecret = env('CONTACT_SWEEP_SECRET')
  if (origins === undefined)
    throw new ConfigurationError('Set CONTACT_ALLOWED_ORIGINS (comma-separated origins, or *).')
  if (!addressSalt) throw new ConfigurationError('Set CONTACT_ADDRESS_SALT (a long random secret).')
  return {
    allowedOrigins: parseOrigins(origins),
    rateLimit: {
      max: positiveInteger(env, 'CONTACT_RATE_LIMIT_MAX', defaultRateLimit.max),
      windowSeconds: positiveInteger(env, 'CONTACT_RATE_LIMIT_WINDOW_SECONDS', defaultRateLimit.windowSeconds),
      globalMax: positiveInteger(env, 'CONTACT_GLOBAL_RATE_LIMIT_MAX', defaultRateLimit.globalMax),
    },
    retentionDays: positiveInteger(env, 'CONTACT_RETENTION_DAYS', defaultRetentionDays),
    addressSalt,
    ...(sweepSecret && { sweepSecret }),
  }
}
