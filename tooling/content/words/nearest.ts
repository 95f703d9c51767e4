import leven from 'leven'

/** The known name closest to a mistyped one, case aside, for "did you mean". */
export const nearest = (name: string, known: readonly string[]): string => {
  const distance = (candidate: string) => leven(name.toLowerCase(), candidate.toLowerCase())
  return known.reduce((best, candidate) => (distance(candidate) < distance(best) ? candidate : best))
}
