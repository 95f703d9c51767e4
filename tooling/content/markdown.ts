import { Lexer, marked, type Token, type Tokens } from 'marked'
import { typeset } from './typeset.ts'

/** Prose as the page shows it (HTML) and as the chat says it (plain paragraphs), both made at build. */
export interface Prose {
  html: string
  paragraphs: string[]
  /** Every link's address, in the text's order: a post's links to books name the books it is about. */
  links: string[]
}

function plain(tokens: readonly Token[]): string {
  return tokens
    .map((token) => ('tokens' in token && token.tokens ? plain(token.tokens) : 'text' in token ? token.text : ''))
    .join('')
}

// Inline tokens that hold text of their own: an emphasis, a link, an image's alt text.
const holdsText = new Set(['em', 'strong', 'del', 'link', 'image'])

const childrenOf = (token: Token): Token[] => ('tokens' in token && token.tokens) || []

// A block's parts, each read afresh: a list's items, a table's cells, a quote's paragraphs.
const partsOf = (token: Token): Token[][] =>
  token.type === 'list'
    ? (token as Tokens.List).items.map((item) => item.tokens)
    : token.type === 'table'
      ? [...(token as Tokens.Table).header, ...(token as Tokens.Table).rows.flat()].map((cell) => cell.tokens)
      : [childrenOf(token)]

/**
 * The text a reader reads set typographically (typeset.ts), its text tokens only: code, a link's address, raw HTML
 * and a character escaped with \ keep what the author typed. A quote after an emphasis or a link opens or closes by
 * the character before it, within its paragraph, cell or item. Returns the last character read.
 */
function typesetText(tokens: readonly Token[], before = ''): string {
  let last = before
  for (const token of tokens) {
    if (token.type === 'text' && !token.tokens) {
      token.text = typeset(token.text, last)
      last = token.text.slice(-1) || last
    } else if (token.type === 'codespan' || token.type === 'escape') last = token.text.slice(-1) || last
    else if (holdsText.has(token.type)) last = typesetText(childrenOf(token), last)
    else if (token.type !== 'html' && token.type !== 'br') {
      for (const part of partsOf(token)) typesetText(part)
      last = ''
    }
  }
  return last
}

export function prose(markdown: string): Prose {
  const tokens = Lexer.lex(markdown)
  typesetText(tokens)
  const links: string[] = []
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'link') links.push(token.href)
  })
  return {
    html: marked.parser(tokens).trim(),
    paragraphs: tokens.flatMap((token) => (token.type === 'paragraph' ? [plain(token.tokens ?? [])] : [])),
    links,
  }
}
