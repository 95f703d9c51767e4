// Characters that draw nothing hide words from a reader, split them for a filter, carry hidden text, or make a
// name of nothing: format characters (Unicode Cf), the default-ignorable ones (zero-width spaces, soft hyphens,
// tag characters, variation selectors, the combining grapheme joiner, the Hangul fillers) and the blank Braille
// pattern. Two kinds stay where scripts and emoji need them: a joiner between two visible characters (Persian
// ZWNJ, Devanagari conjuncts, 👩‍💻), and one variation selector right after a visible character (❤️, 1️⃣, ᠠ᠋).
const joiner = '\\u200C\\u200D'
const selector = '\\p{Variation_Selector}'
const blank = '\\p{Cf}\\p{Default_Ignorable_Code_Point}\\u2800'

const blankOtherThanJoinerOrSelector = new RegExp(`(?![${joiner}${selector}])[${blank}]`, 'u')
// A selector that follows a space, a blank or another selector selects nothing: a run of them hides text.
const selectorNotAfterVisible = new RegExp(`(?:^|[\\s${blank}])${selector}`, 'u')
// A joiner may follow a selector (🏳️‍🌈), never a space or another blank, and must be followed by a visible character.
const joinerNotBetweenVisibles = new RegExp(
  `(?:^|\\s|(?!${selector})[${blank}])[${joiner}]|[${joiner}](?:$|[\\s${blank}])`,
  'u',
)

/** Whether `text` holds a character that shows nothing, other than a joiner or selector a script or emoji needs. */
export function hasInvisibleCharacters(text: string): boolean {
  return (
    blankOtherThanJoinerOrSelector.test(text) ||
    selectorNotAfterVisible.test(text) ||
    joinerNotBetweenVisibles.test(text)
  )
}
