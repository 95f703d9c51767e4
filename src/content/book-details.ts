import type { Book } from './books.ts'

export interface Review {
  quote: string
  rating: number
  source: string
}

export interface BookDetails {
  fullDescription: string
  keyThemes: readonly string[]
  reviews: readonly Review[]
}

const detailsByTitle: Readonly<Record<string, BookDetails>> = {
  'The Digital Ocean': {
    fullDescription:
      'Maya Okafor spends her nights turning sonar sweeps of the Atlantic floor into maps no one will ever walk. When a repeating shape appears in the data — too regular to be rock, too patient to be noise — she follows it from her screen to a research ship, and from the ship into the oldest questions about who is listening. A novel about solitude in a connected age, and about what we hear when we finally stop talking.',
    keyThemes: ['Technology and solitude', 'The ocean as memory', 'Finding connection', 'Listening'],
    reviews: [
      {
        quote: 'A luminous, unsettling novel that hums like the deep sea itself.',
        rating: 5,
        source: 'The Coastal Review',
      },
    ],
  },
  'Golden Horizons': {
    fullDescription:
      'The Ferreira family has farmed the same slope above the sea for ninety years. This autumn, with the wells running dry and a buyer waiting, the grandmother calls everyone home for the harvest. Over six golden weeks, old loves resurface, a will is rewritten and a child discovers the truth about the year the vines burned. Warm, funny and heartbreaking, it is a book about what we inherit and what we choose to keep.',
    keyThemes: ['Family and inheritance', 'Land and belonging', 'Letting go', 'Second chances'],
    reviews: [
      {
        quote: 'Marlowe writes light the way other novelists write dialogue.',
        rating: 5,
        source: 'Literary Quarterly',
      },
    ],
  },
  'Tides of Change': {
    fullDescription:
      'After the great storm, the island’s last fishing boats sail for the mainland and do not come back. Nineteen-year-old Ruth Gale stays behind with her father’s boat, a failing lighthouse and a handful of neighbours too stubborn to leave. Across one hard year, she learns to read the weather, to bargain with the sea and to forgive the people who left. A spare, powerful drama about courage and the places that make us.',
    keyThemes: ['Courage', 'Community', 'Change and loss', 'The sea'],
    reviews: [
      { quote: 'Spare, fierce and unforgettable — a modern sea story.', rating: 4, source: 'Northern Books Journal' },
    ],
  },
}

/** Details are matched by exact title; any other book falls back to its summary, no themes, no reviews. */
export function detailsFor(book: Pick<Book, 'title' | 'summary'>): BookDetails {
  return detailsByTitle[book.title] ?? { fullDescription: book.summary, keyThemes: [], reviews: [] }
}
