/** What the replies are made of; any author's content has it, in the page or in a test. */
export interface ChatContent {
  author: { name: string; body: { paragraphs: readonly string[] } }
  books: readonly { title: string; genre: string; year: number; summary: string }[]
  site: { chat: { buying: string; fallback: string } }
}

/** "The Lighthouse" is asked about as "lighthouse" too: a leading article is not needed to match. */
export const keywordFor = (title: string) => title.toLowerCase().replace(/^(the|a|an) /, '')

/** The canned replies by keyword: books first, then buying, then the author, else the contact form. */
export function replies({ author, books, site }: ChatContent): (userText: string) => string {
  const bookReplies = books.map((book) => ({
    keyword: keywordFor(book.title),
    reply: `${book.title} (${book.genre}, ${book.year}): ${book.summary}`,
  }))
  const authorKeywords = ['author', ...author.name.toLowerCase().split(/\s+/)]
  // The author's reply is the bio's opening paragraph, as plain text.
  const authorReply = author.body.paragraphs[0]
  return (userText) => {
    const text = userText.toLowerCase()
    const book = bookReplies.find(({ keyword }) => text.includes(keyword))
    if (book) return book.reply
    if (text.includes('buy') || text.includes('purchase')) return site.chat.buying
    if (authorKeywords.some((keyword) => text.includes(keyword))) return authorReply
    return site.chat.fallback
  }
}
