import { Parser } from 'htmlparser2'

/** An element as the HTML parser found it, with where it stands in the source text. */
export interface HtmlElement {
  tag: string
  /** Its attributes, names lowercased and values decoded as a browser reads them. */
  attributes: Record<string, string>
  /** The whole element, start tag to end tag. */
  start: number
  end: number
  /** What lies between its tags (a script's or a style's text as written); empty for a void element. */
  innerStart: number
  innerEnd: number
}

/** A change to the source text: what lies between `start` and `end` becomes `text`. */
export interface HtmlEdit {
  start: number
  end: number
  text: string
}

/**
 * Every element written in `html` (a whole document, or a fragment such as React's rendered markup), in source
 * order. A `<noscript>`'s contents are elements, as a reader without JavaScript has them; a script's or a style's
 * text holds none. An element closed by what follows it (an implied end tag) ends where that starts.
 */
export function elementsOf(html: string): HtmlElement[] {
  const found: HtmlElement[] = []
  const open: HtmlElement[] = []
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        const element = {
          tag,
          attributes,
          start: parser.startIndex,
          end: 0,
          innerStart: parser.endIndex + 1,
          innerEnd: 0,
        }
        found.push(element)
        open.push(element)
      },
      onclosetag(_, implied) {
        const element = open.pop()
        if (!element) return
        // A void element's "close" is its start tag's end; another implied close is where the next tag starts.
        const at = implied ? Math.max(element.innerStart, Math.min(parser.startIndex, html.length)) : parser.startIndex
        element.innerEnd = at
        element.end = implied ? at : parser.endIndex + 1
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.end(html)
  return found
}

/** The source text of an element's contents. */
export const innerOf = (html: string, element: HtmlElement) => html.slice(element.innerStart, element.innerEnd)

/**
 * The elements a build plugin rewrites, failing the build when there are none: a changed template or a new Vite
 * would otherwise ship the page without the plugin's work.
 */
export function requireElements(
  plugin: string,
  elements: readonly HtmlElement[],
  what: string,
  matches: (element: HtmlElement) => boolean,
): HtmlElement[] {
  const found = elements.filter(matches)
  if (found.length === 0) throw new Error(`${plugin}: the HTML has no ${what}`)
  return found
}

/** `html` with every edit made; the edits may not overlap. */
export function editHtml(html: string, edits: readonly HtmlEdit[]): string {
  const ordered = [...edits].sort((a, b) => a.start - b.start)
  let result = ''
  let from = 0
  for (const edit of ordered) {
    if (edit.start < from) throw new Error('editHtml: two edits overlap')
    result += html.slice(from, edit.start) + edit.text
    from = edit.end
  }
  return result + html.slice(from)
}

/** An edit that puts `text` at the end of the document's `<head>`, before its end tag. */
export function endOfHead(plugin: string, html: string, elements: readonly HtmlElement[], text: string): HtmlEdit {
  const [head] = requireElements(plugin, elements, '<head> with an end tag', (element) => element.tag === 'head')
  if (html.slice(head.innerEnd, head.end).toLowerCase() !== '</head>')
    throw new Error(`${plugin}: the HTML’s <head> has no end tag`)
  return { start: head.innerEnd, end: head.innerEnd, text }
}
