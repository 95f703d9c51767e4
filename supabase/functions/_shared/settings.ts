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
