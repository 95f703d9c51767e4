/** Reads one environment variable; Deno.env.get and process.env both fit. */
export type Env = (name: string) => string | undefined

export type AllowedOrigins = '*' | readonly string[]

export class ConfigurationError extends Error {
  override name = 'ConfigurationError'
}

export function parseOrigins(value: string): AllowedOrigins {
  const origins = value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)
  return origins.includes('*') ? '*' : origins
}

export function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env(name)
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value) || value < 1)
    throw new ConfigurationError(`${name} must be a positive whole number, not ${JSON.stringify(raw)}.`)
  return value
}

/** What both functions take from the site as a whole. */
export interface SiteSettings {
  /** Origins whose pages may post; '*' allows any. Requests without an Origin (not a browser) always pass. */
  allowedOrigins: AllowedOrigins
  /** Secret mixed into the client-address hash, so stored hashes cannot be reversed by guessing addresses. */
  addressSalt: string
}

export type SiteFallback = { allowedOrigins?: string; addressSalt?: string }

/** The site's settings from the environment; `fallback` fills what a deployment may leave out (local mode). */
export function readSiteSettings(env: Env, fallback: SiteFallback): SiteSettings {
  const origins = env('CONTACT_ALLOWED_ORIGINS') ?? fallback.allowedOrigins
  const addressSalt = env('CONTACT_ADDRESS_SALT') ?? fallback.addressSalt
  if (origins === undefined)
    throw new ConfigurationError('Set CONTACT_ALLOWED_ORIGINS (comma-separated origins, or *).')
  if (!addressSalt) throw new ConfigurationError('Set CONTACT_ADDRESS_SALT (a long random secret).')
  return { allowedOrigins: parseOrigins(origins), addressSalt }
}
