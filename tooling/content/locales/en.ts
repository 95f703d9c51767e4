/**
 * The site's fixed words in English, grouped by the part that shows them: the spec's words exactly.
 * Written in TypeScript, not YAML, so components are type-checked against its keys and placeholders
 * (decision 0035); every other language is a YAML file beside it with the same keys.
 */
export const en = {
  hero: {
    label: 'Introduction',
    explore: 'Explore Books',
    contact: 'Get in Touch',
  },
  about: {
    heading: 'About the Author',
    portrait: 'Portrait of {name}',
    connect: 'Connect with {name}',
    schedule: 'Reading Schedule',
  },
  books: {
    heading: 'Featured Books',
    all: 'All books',
    cover: 'Cover of {title}',
    published: 'Published {year}',
    buy: 'Buy on {retailer} - {price}',
    details: 'View Details',
    sample: 'Read a sample',
    comingSoon: 'Coming Soon',
    teaserCover: 'Teaser cover of {title}',
    expected: 'Expected {when}',
  },
  footer: {
    credit: '© {year} {name}. Powered by {credit}',
  },
} as const

export type English = typeof en
export type Group = keyof English
