import { toHex } from './hex.ts'

/**
 * Turns what a request carries (its address, its body) into the keyed hash stored in its place
 * (HMAC-SHA-256, hex): the same text always gives the same hash, and without the salt no one can
 * tell which text it was.
 */
export function createKeyedHasher(salt: string): (text: string) => Promise<string> {
  const encoder = new TextEncoder()
  const key = crypto.subtle.importKey('raw', encoder.encode(salt), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return async (text) => toHex(await crypto.subtle.sign('HMAC', await key, encoder.encode(text)))
}
