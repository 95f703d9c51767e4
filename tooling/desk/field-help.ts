import { isMap, isSeq, parseDocument } from 'yaml'

/**
 * The help the content files give above each field, as the editor's hint for it: an author who edits in the
 * browser reads the same words as one who edits the file (the CMS rewrites the file without its comments).
 * Keys are field paths, a list's items taking no index: "buy.retailer".
 */
export type FieldHelp = Map<string, string>

interface Node {
  commentBefore?: string | null
  items?: unknown[]
}
interface PairLike {
  key: { value?: unknown; commentBefore?: string | null }
  value: unknown
}

// A comment's last paragraph: the first field's also carries the file's own header, above a blank line.
const lastParagraph = (comment: string) =>
  comment
    .split(/\n\s*\n/)
    .at(-1)
    ?.split('\n')
    .map((line) => line.trim())
    .join(' ')
    .trim()

function collect(node: unknown, path: string, help: FieldHelp, inherited?: string | null) {
  if (isMap(node)) {
    for (const [index, item] of (node.items as unknown as PairLike[]).entries()) {
      const name = String(item.key.value)
      const at = path ? `${path}.${name}` : name
      const comment = item.key.commentBefore ?? (index === 0 ? (inherited ?? (node as Node).commentBefore) : undefined)
      const text = comment && lastParagraph(comment)
      if (text && !help.has(at)) help.set(at, text)
      collect(item.value, at, help)
    }
  } else if (isSeq(node)) {
    // The first item's comment sits on the list, above its dash.
    for (const [index, item] of node.items.entries())
      collect(item, path, help, (item as Node | null)?.commentBefore ?? (index === 0 ? node.commentBefore : undefined))
  }
}

/** The help above each field of a YAML text; text that is no YAML gives none (the build says why). */
export function fieldHelp(yaml: string, help: FieldHelp = new Map()): FieldHelp {
  const document = parseDocument(yaml)
  if (document.errors.length === 0) collect(document.contents, '', help)
  return help
}

const frontmatter = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/

/** The help above each field of a Markdown file's fields. */
export const markdownFieldHelp = (markdown: string, help?: FieldHelp) =>
  fieldHelp(frontmatter.exec(markdown)?.[1] ?? '', help)
