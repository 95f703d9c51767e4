import { createHash } from 'node:crypto'

/**
 * A consent wording's version, named at build for the page: the SHA-256 of its exact text, in hex, as the
 * functions name it (supabase/functions/_shared/consent-version.ts, which has only WebCrypto's async digest).
 */
export const consentVersionAtBuild = (wording: string) => createHash('sha256').update(wording, 'utf8').digest('hex')
