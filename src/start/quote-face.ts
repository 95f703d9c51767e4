/**
 * The quotes' face (Fraunces at the regular weight) is fetched once the page is on screen, so it
 * never competes with the headings' face for the first paint; the quotes take it once it has
 * loaded, never showing invisible text. Offline and not cached, they keep the fallback serif.
 */
export async function loadQuoteFace(): Promise<void> {
  try {
    await document.fonts.load('400 1em Fraunces')
  } catch {
    return
  }
  if (document.fonts.check('400 1em Fraunces')) document.documentElement.dataset.quoteFace = ''
}
