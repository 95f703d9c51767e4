/**
 * Turns a client address into the keyed hash stored for rate limiting (HMAC-SHA-256, hex):
 * the same address always gives the same hash, and without the salt no one can tell which
 * address it was.
 */
export function createAddressHasher(salt: string): (address: string) => Promise<string> {
  const encoder = new TextEncoder()
  const key = crypto.subtle.importKey('raw', encoder.encode(salt), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return async (address) => {
    const mac = await crypto.subtle.sign('HMAC', await key, encoder.encode(address))
    return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('')
  }
}
