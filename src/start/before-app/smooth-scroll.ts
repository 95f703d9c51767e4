/**
 * Jumps the reader asks for (a tap on "Explore Books") glide; the place a page opens at (a #section,
 * a reload, a return) is there at once. A browser glides to the opening place too when smooth
 * scrolling is on from the start, so a reader who opened /#books waited for the whole glide down.
 */
export function smoothScrollOnceReaderActs(): void {
  const smooth = () => {
    document.documentElement.dataset.smoothScroll = ''
    removeEventListener('pointerdown', smooth, true)
    removeEventListener('keydown', smooth, true)
  }
  addEventListener('pointerdown', smooth, true)
  addEventListener('keydown', smooth, true)
}
