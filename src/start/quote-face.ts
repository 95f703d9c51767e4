import { remember } from '#src/device/device-storage.ts'
import { PROSE_FACE_KEY } from './before-app/prose-face.ts'

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
