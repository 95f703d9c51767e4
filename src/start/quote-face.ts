import { read, remember } from '#src/device/device-storage.ts'

// Kept once the regular face has loaded here: the next visits set the prose in it from their first paint.
const PROSE_FACE_KEY = 'proseFace'

/**
 * The quotes' face (Fraunces at the regular weight) is fetched once the page is on screen, so it
 * never competes with the headings' face for the first paint; the quotes take it once it has
 * loaded, never showing invisible text. Offline and not cached, they keep the fallback serif.
 */
export async function loadQuoteFace(): Promise<void> {
  const loaded = await document.fonts.load('400 1em Fraunces').catch(() => [])
  if (loaded.length === 0) return
  document.documentElement.dataset.quoteFace = ''
  remember(PROSE_FACE_KEY, '1')
}

/**
 * Before the first paint: the prose asks for its face only on a visit after one that loaded it (from the cache,
 * in time for the first paint). A first visit never fetches it early, and never swaps it in under the reader.
 */
export function setProseFaceIfLoadedBefore(): void {
  if (read(PROSE_FACE_KEY)) document.documentElement.dataset.proseFace = ''
}
