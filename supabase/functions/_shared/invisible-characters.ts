// Format characters (Unicode Cf) draw nothing: in a name or a subject they hide words from a reader
// and split them for a filter (zero-width spaces, word joiners, soft hyphens) or carry hidden text
// (tag characters). The two joiners stay where scripts and emoji need them: one, between two
// visible characters (Persian ZWNJ, Devanagari conjuncts, 👩‍💻).
const formatExceptJoiners = /(?![\u200C\u200D])\p{Cf}/u
const joinerNotBetweenVisibles = /(?:^|[\s\p{Cf}])[\u200C\u200D]|[\u200C\u200D](?:$|[\s\p{Cf}])/u

/** Whether `text` holds a character that shows nothing, other than a joiner a script or emoji needs. */
export function hasInvisibleCharacters(text: string): boolean {
  return formatExceptJoiners.test(text) || joinerNotBetweenVisibles.test(text)
}
