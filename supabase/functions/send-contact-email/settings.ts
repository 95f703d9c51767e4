/** Reads one environment variable; Deno.env.get and process.env both fit. */
export type Env = (name: string) => string | undefined

export type AllowedOrigins = '*' | readonly string[]

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

export class ConfigurationError extends Error {
  override name = 'ConfigurationError'
}

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

function parseOrigins(value: string): AllowedOrigins {
  const origins = value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)
  return origins.includes('*') ? '*' : origins
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env(name)
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < 1)
    throw new ConfigurationError(`${name} must be a positive whole number, not ${JSON.stringify(raw)}.`)
  return value
}
