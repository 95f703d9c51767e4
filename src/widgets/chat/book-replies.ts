import { books } from '#src/content/books.ts'

function bookReply(keyword: string, title: string, pitch: string) {
  const book = books.find((candidate) => candidate.title === title)
  // Fails at load, and so in the unit tests, if a title in content/books.ts changes without this file.
  if (!book) throw new Error(`No book titled "${title}" in content/books.ts`)
  return { keyword, reply: `${book.title} (${book.genre}, ${book.publishDate}) ${pitch}` }
}

/** The chat's book descriptions, each found by a keyword in the visitor's lowercased text. */
export const bookReplies = [
  bookReply(
    'digital ocean',
    'The Digital Ocean',
    'follows a data scientist mapping the sea floor who hears a pattern in the sonar that seems to answer back. A quiet, eerie novel about listening in a connected age.',
  ),
  bookReply(
    'golden horizons',
    'Golden Horizons',
    'brings three generations of one family home for a last harvest on land the drought is taking, each of them hiding a reason for coming. Warm, funny and heartbreaking.',
  ),
  bookReply(
    'tides of change',
    'Tides of Change',
    'is the story of a fisherman’s daughter who stays on a storm-battered island after the fleet leaves for good, and learns what a place is worth. Spare and fierce.',
  ),
]
