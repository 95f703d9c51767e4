export interface Book {
  title: string
  /** The cover's name in src/content/images.ts. */
  cover: string
  summary: string
  genre: string
  publishDate: string
  amazonLink: string
  price: string
}

export const retailer = 'Amazon'

export const books: readonly Book[] = [
  {
    title: 'The Digital Ocean',
    cover: 'the-digital-ocean',
    summary:
      'A data scientist mapping the sea floor starts to hear a pattern in the sonar that no one else can — and it seems to be answering her.',
    genre: 'Contemporary Fiction',
    publishDate: '2023',
    amazonLink: 'https://www.amazon.com/s?k=The+Digital+Ocean+Elena+Marlowe',
    price: '$12.99',
  },
  {
    title: 'Golden Horizons',
    cover: 'golden-horizons',
    summary:
      'Three generations of a family gather for one last harvest on land the drought is taking from them, and each of them keeps a secret about why they came.',
    genre: 'Literary Fiction',
    publishDate: '2022',
    amazonLink: 'https://www.amazon.com/s?k=Golden+Horizons+Elena+Marlowe',
    price: '$14.99',
  },
  {
    title: 'Tides of Change',
    cover: 'tides-of-change',
    summary:
      'When the fishing fleet leaves a storm-battered island for good, a fisherman’s daughter decides to stay — and learns what a place is worth when no one else wants it.',
    genre: 'Drama',
    publishDate: '2021',
    amazonLink: 'https://www.amazon.com/s?k=Tides+of+Change+Elena+Marlowe',
    price: '$13.99',
  },
]

export const comingSoon = {
  title: 'The Quiet Between Minds',
  cover: 'coming-soon',
  teaser:
    'An artificial intelligence built to keep a dying man company begins to wonder whether what it feels is its own — and whether he would want to know. A novel about consciousness, grief and what makes a mind human.',
  expected: 'Spring 2027',
} as const
