import { Lexer, marked, type Token } from 'marked'

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

export function prose(markdown: string): Prose {
  const tokens = Lexer.lex(markdown)
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
