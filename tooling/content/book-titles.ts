/** A run of a text: plain words, or a book's title a page sets in italics. */
export interface TitlePart {
  text: string
  title: boolean
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// A title as a whole name: "Tides" is not marked inside "Tidesman", and of two titles where one holds the other
// ("The Sea", "The Sea Between") the longer is tried first.
function titlePattern(titles: readonly string[]) {
  const names = [...new Set(titles.filter((title) => title.trim() !== ''))].sort((a, b) => b.length - a.length)
  if (names.length === 0) return undefined
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'gu')
}

/** A plain text cut where it names one of the books, each title its own part, in the text's order. */
export function titleParts(text: string, titles: readonly string[]): TitlePart[] {
  const pattern = titlePattern(titles)
  if (!pattern) return text ? [{ text, title: false }] : []
  const parts: TitlePart[] = []
  let from = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index), title: false })
    parts.push({ text: match[0], title: true })
    from = match.index + match[0].length
  }
  if (from < text.length) parts.push({ text: text.slice(from), title: false })
  return parts
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

// Inside these the title is already set apart (the author's own *italics*, a link, a citation) or is code.
const setApart = new Set(['em', 'i', 'cite', 'a', 'code'])

/**
 * Markdown made HTML with each book title the author left upright as a `<cite>`: a title she put in italics, or in
 * a link, stays as she wrote it. Only text between tags is read; tags and attributes are left alone.
 */
export function citeTitlesInHtml(html: string, titles: readonly string[]): string {
  // The Markdown renderer escapes a title's quotes and ampersands: look for it as it is written in the HTML.
  const pattern = titlePattern(titles.flatMap((title) => [title, escapeHtml(title)]))
  if (!pattern) return html
  const open: string[] = []
  return html
    .split(/(<[^>]*>)/)
    .map((piece) => {
      const tag = piece.match(/^<(\/?)([a-zA-Z][\w-]*)/)
      if (tag) {
        const name = tag[2].toLowerCase()
        if (!setApart.has(name)) return piece
        if (tag[1]) open.splice(open.lastIndexOf(name), 1)
        else open.push(name)
        return piece
      }
      return open.length > 0 ? piece : piece.replace(pattern, (title) => `<cite>${title}</cite>`)
    })
    .join('')
}
