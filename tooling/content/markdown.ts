import { Lexer, marked, type Token } from 'marked'
import { typeset } from './typeset.ts'

/** Prose as the page shows it (HTML) and as the chat says it (plain paragraphs), both made at build. */
export interface Prose {
  html: string
  paragraphs: string[]
}

function plain(tokens: readonly Token[]): string {
  return tokens
    .map((token) => ('tokens' in token && token.tokens ? plain(token.tokens) : 'text' in token ? token.text : ''))
    .join('')
}

// Inline tokens whose characters the reader reads beside the text's; a raw HTML tag reads as nothing.
const inline = new Set(['text', 'em', 'strong', 'del', 'link', 'codespan', 'escape', 'br', 'image', 'html'])

/**
 * The text a reader reads set typographically (typeset.ts), its text tokens only: code, a link's address, raw HTML
 * and a character escaped with \ keep what the author typed. A quote after an emphasis or a link opens or closes by
 * the character before it, across the tokens of its paragraph.
 */
function typesetText(tokens: Token[]) {
  let before = ''
  marked.walkTokens(tokens, (token) => {
    if (!inline.has(token.type) || (token.type === 'text' && token.tokens)) before = ''
    else if (token.type === 'text' && !token.tokens) {
      token.text = typeset(token.text, before)
      before = token.text.slice(-1) || before
    } else if (token.type === 'codespan' || token.type === 'escape') before = token.text.slice(-1) || before
  })
}

export function prose(markdown: string): Prose {
  const tokens = Lexer.lex(markdown)
  typesetText(tokens)
  return {
    html: marked.parser(tokens).trim(),
    paragraphs: tokens.flatMap((token) => (token.type === 'paragraph' ? [plain(token.tokens ?? [])] : [])),
  }
}
