import { author } from '#src/content/author.ts'
import { retailer } from '#src/content/books.ts'
import { bookReplies } from './book-replies.ts'

const authorFirstName = author.firstName
const authorKeywords = ['author', ...author.name.toLowerCase().split(/\s+/)]

export const chatAssistantName = `${authorFirstName}’s assistant`

export const chatGreeting = `Hello! I’m ${chatAssistantName}. Ask me about her books, where to buy them, or about ${authorFirstName} herself.`

const buyReply = `You can buy all of ${authorFirstName}’s books on ${retailer}, at Barnes & Noble and from other retailers. Each book on this page has a buy button too.`

const authorReply = `${author.name} spent a decade as a marine archivist before she began writing novels. Her stories follow ordinary people by the sea, through memory and change, and she lives by the water with two cats and too many notebooks.`

const contactReply = `I can tell you about ${authorFirstName}’s books or about ${authorFirstName} herself. For anything else, please write to her through the contact form on this page.`

/** Picks the canned reply by keyword: books first, then buying, then the author, else the contact form. */
export function replyTo(userText: string): string {
  const text = userText.toLowerCase()
  const book = bookReplies.find(({ keyword }) => text.includes(keyword))
  if (book) return book.reply
  if (text.includes('buy') || text.includes('purchase')) return buyReply
  if (authorKeywords.some((keyword) => text.includes(keyword))) return authorReply
  return contactReply
}
