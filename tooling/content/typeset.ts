/**
 * Text as a typesetter sets it, from what a keyboard gives: ' and " become ’ ‘ “ ”, -- a dash, ... an ellipsis, a
 * spaced hyphen an en dash. Run once at build on what a reader reads (docs/decisions/0093); text already set so is
 * left as it is, so running it twice changes nothing.
 */

// Runs kept exactly as typed: a web address, an e-mail address, a file path, a code span. Their quotes and hyphens
// are characters a machine reads.
const keptRuns = new RegExp(
  [
    /(?<![\p{L}\p{N}])(?:[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:)[^\s"<>]*[^\s"'’”<>.,;:!?)]/u.source,
    /[\p{L}\p{N}_][\p{L}\p{N}_.!#$%&'*+/=?^`{|}~-]*@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u.source,
    /(?<![^\s"'“‘([])(?:~|\.{1,2})?\/[^\s"<>]*[^\s"'’”<>.,;:!?)]/u.source,
    /(?<!\S)[A-Za-z]:\\\S+/u.source,
    /(?<![\p{L}\p{N}])[\p{L}\p{N}_.][\p{L}\p{N}_.'-]*\/[\p{L}\p{N}_./'-]*\.[a-z0-9]{1,5}(?![\p{L}\p{N}])/u.source,
    /`[^`]*`/u.source,
  ].join('|'),
  'gu',
)

// After these a quote opens: the start, a space, an opening bracket, a dash, a slash or an opening quote.
const opensAfter = /^$|[\s([{“‘«—–\-/]/u
const letter = /\p{L}/u
const letterOrDigit = /[\p{L}\p{N}]/u
const digit = /\p{N}/u
// Words that begin with their apostrophe ('tis, rock 'n' roll, Dutch 's-Hertogenbosch), and the decades ('90s, ’26).
const elided = /^'(?:tis|twas|em|n|til|cause|s(?=-))(?![\p{L}])|^'\p{N}{2}(?:s|(?![\p{L}\p{N}]))/iu
// 5'11" is feet and inches: its marks stay as typed.
const feetAndInches = /\p{N}'\p{N}+(?:\.\p{N}+)?$/u

function dashes(text: string): string {
  return text
    .replace(/(?<!-)---(?!-)/g, '—')
    .replace(/(?<=\p{N})--(?=\p{N})/gu, '–')
    .replace(/(?<!-)--(?!-)/g, '—')
    .replace(/(?<=\S) -(?= \S)/g, ' –')
    .replace(/\.\.\./g, '…')
}

function quotes(text: string, before: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const mark = text[i]
    const previous = out.at(-1) ?? before
    const next = text[i + 1] ?? ''
    if (mark === "'") {
      if (letterOrDigit.test(previous) && letter.test(next)) out += '’'
      else if (digit.test(previous) && digit.test(next)) out += mark
      else if (opensAfter.test(previous) && elided.test(text.slice(i))) out += '’'
      else out += opensAfter.test(previous) ? '‘' : '’'
    } else if (mark === '"') {
      if (feetAndInches.test(before + out)) out += mark
      else out += opensAfter.test(previous) ? '“' : '”'
    } else out += mark
  }
  return out
}

/**
 * `text` set typographically; `before` is the character just before it (the end of the text an emphasis or a link
 * follows in a Markdown paragraph), which decides whether a quote at its start opens or closes.
 */
export function typeset(text: string, before = ''): string {
  let out = ''
  let last = 0
  for (const kept of text.matchAll(keptRuns)) {
    out += quotes(dashes(text.slice(last, kept.index)), (before + out).slice(-1)) + kept[0]
    last = kept.index + kept[0].length
  }
  return out + quotes(dashes(text.slice(last)), (before + out).slice(-1))
}
