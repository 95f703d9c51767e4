import { consentVersion } from '../_shared/consent-version.ts'
import type { ConsentKind, NewsletterStore } from './store.ts'

/**
 * The consent wording a sign-up names by its version: the site's current one of its kind, or one it offered
 * before for that kind and the database keeps. A version's wording never changes, so each found is remembered
 * for the instance's life.
 */
export function createConsentWordings(
  store: Pick<NewsletterStore, 'consentWording'>,
  currentWording: string | undefined,
  kind: ConsentKind = 'newsletter',
): (version: string, at: Date) => Promise<string | undefined> {
  const known = new Map<string, string>()
  const current =
    currentWording === undefined
      ? undefined
      : consentVersion(currentWording).then((version) => ({ version, wording: currentWording }))
  return async (version, at) => {
    const remembered = known.get(version)
    if (remembered !== undefined) return remembered
    const wording = await store.consentWording(version, await current, at, kind)
    if (wording !== undefined) known.set(version, wording)
    return wording
  }
}
