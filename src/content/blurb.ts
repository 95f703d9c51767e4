/** About five lines beside a strip's cover on a wide screen: the summary's sentences after it would run past the cover. */
export const blurbLength = 300

/**
 * A book's words where a strip (a post's end, a book page's end) or a short catalogue's row shows it: the summary's first sentences
 * that fit, each whole. The first is kept whatever its length, and one too short to stand for the book alone ("A storm.")
 * takes the next with it: a strip has the room, and a word cut with "…" read as a fault there.
 */
export function blurb(summary: string, language: string): string {
  const sentences = [...new Intl.Segmenter(language, { granularity: 'sentence' }).segment(summary)]
  let kept = ''
  for (const { segment } of sentences) {
    const alone = kept.trim().length < blurbLength / 15
    if (!alone && (kept + segment).trim().length > blurbLength) break
    kept += segment
  }
  return kept.trim()
}
