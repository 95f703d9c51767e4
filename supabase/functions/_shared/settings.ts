import { type ReaderWords, readerWordsFrom } from './reader-words.ts'

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
  /** What the functions say to readers, in the site's language: SITE_WORDS, else English. */
  words: ReaderWords
  /**
   * Shared with the scheduler that calls each function's sweep (on Supabase: pg_cron, through Vault);
   * unset, no sweep is answered.
   */
  sweepSecret?: string
}

/** What local mode fills in; `siteWords` is SITE_WORDS's JSON, from the site being served. */
export type SiteFallback = { allowedOrigins?: string; addressSalt?: string; siteWords?: string }

/** The site's settings from the environment; `fallback` fills what a deployment may leave out (local mode). */
export function readSiteSettings(env: Env, fallback: SiteFallback): SiteSettings {
  const origins = env('CONTACT_ALLOWED_ORIGINS') ?? fallback.allowedOrigins
  const addressSalt = env('CONTACT_ADDRESS_SALT') ?? fallback.addressSalt
  if (origins === undefined)
    throw new ConfigurationError('Set CONTACT_ALLOWED_ORIGINS (comma-separated origins, or *).')
  if (!addressSalt) throw new ConfigurationError('Set CONTACT_ADDRESS_SALT (a long random secret).')
  // The site's language is the deploy's to say, never a request's.
  const words = readerWordsFrom(env('SITE_WORDS') || fallback.siteWords)
  if (typeof words === 'string') throw new ConfigurationError(words)
  const sweepSecret = env('CONTACT_SWEEP_SECRET')
  return { allowedOrigins: parseOrigins(origins), addressSalt, words, ...(sweepSecret && { sweepSecret }) }
}
