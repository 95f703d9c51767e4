import { read } from '#src/device/device-storage.ts'

// Kept once the regular face has loaded here (quote-face.ts): the next visits set the prose in it from their first paint.
export const PROSE_FACE_KEY = 'proseFace'

/**
 * Before the first paint: the prose asks for its face only on a visit after one that loaded it (from the cache,
 * in time for the first paint). A first visit never fetches it early, and never swaps it in under the reader.
 */
export function setProseFaceIfLoadedBefore(): void {
  if (read(PROSE_FACE_KEY)) document.documentElement.dataset.proseFace = ''
}
