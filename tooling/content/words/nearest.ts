/** The number of single-character edits from one name to another (Levenshtein). */
function distance(from: string, to: string): number {
  let previous = Array.from({ length: to.length + 1 }, (_, index) => index)
  for (let i = 1; i <= from.length; i++) {
    const row = [i]
    for (let j = 1; j <= to.length; j++)
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (from[i - 1] === to[j - 1] ? 0 : 1))
    previous = row
  }
  return previous[to.length]
}

/** The known name closest to a mistyped one, case aside, for "did you mean". */
export const nearest = (name: string, known: readonly string[]): string =>
  known.reduce((best, candidate) =>
    distance(name.toLowerCase(), candidate.toLowerCase()) < distance(name.toLowerCase(), best.toLowerCase())
      ? candidate
      : best,
  )
