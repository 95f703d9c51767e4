import { toHex } from '../_shared/hex.ts'

const tokenBytes = 32
const tokenShape = /^[A-Za-z0-9_-]{43}$/

/** A link's secret: 256 random bits, base64url, safe in a URL as it is. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(tokenBytes))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** What the database keeps of a token: its SHA-256, so a leaked table opens no link. */
export async function hashToken(token: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))
}

/** Whether a value could be a token at all; anything else is refused before the database is asked. */
export const isToken = (value: unknown): value is string => typeof value === 'string' && tokenShape.test(value)
