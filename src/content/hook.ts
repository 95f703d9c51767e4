/** The longest a hook may run: about six lines beside the first screen's cover on a phone. */
export const hookLength = 160

/**
 * The line the first screen shows under the lead book's title: the summary's first sentences that fit, whole, so the
 * page never cuts a word as a line clamp would; a first sentence too long for it ends at the last whole word, with
 * an ellipsis, as does one too short to stand for the book alone ("A storm.") before a long one.
 */
export function hook(summary: string, language: string): string {
  const sentences = [...new Intl.Segmenter(language, { granularity: 'sentence' }).segment(summary)]
  let kept = ''
  for (const { segment } of sentences) {
    if ((kept + segment).trim().length > hookLength) break
    kept += segment
  }
  if (kept.trim().length >= hookLength / 4 || kept === summary) return kept.trim()
  const cut = summary.slice(0, hookLength)
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:—–-]+$/, '')}…`
}
