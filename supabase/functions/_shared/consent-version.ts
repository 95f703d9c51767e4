import { toHex } from './hex.ts'

/** A consent wording's version as the page names it: the SHA-256 of its exact text (UTF-8), in hex. */
export const consentVersionShape = /^[0-9a-f]{64}$/

export async function consentVersion(wording: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(wording)))
}
