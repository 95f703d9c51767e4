/** The content's shape is the build's schema, which lives with the build tooling. */
type CheckedContent = import('../../tooling/content/schema.ts').CheckedContent

/** What the page gets for an image field: what tooling/images makes of the file. */
type ResponsiveImage = import('./responsive-image.ts').ResponsiveImage

type Resolved<T> = T extends { imageFile: string }
  ? ResponsiveImage
  : T extends readonly (infer Item)[]
    ? Resolved<Item>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T

type Newsletter = NonNullable<CheckedContent['site']['newsletter']>

declare module 'virtual:content/site' {
  export const site: Resolved<Omit<CheckedContent['site'], 'newsletter' | 'reviewKind'>>
  /** Where the newsletter's form shows; empty only without a `newsletter` block (then no mail links to its pages). */
  export const newsletterOn: Newsletter['showOn']
  /** The year the site was built, as its pages were published. */
  export const copyrightYear: number
  /** The header's links after the author's name, chosen at build from the books, readings and newsletter. */
  export const headerLinks: import('./site-links.ts').SiteLink[]
  /** The author has one book: the site speaks of "the book", never of books. */
  export const onlyBook: boolean
  /** content/press.md exists: the site has a press kit at /press, and the footer links to it. */
  export const pressOn: boolean
}
declare module 'virtual:content/newsletter' {
  /** A consent line and the version that names it (the SHA-256 of its text): the function keeps the words. */
  interface Consent {
    consent: string
    consentVersion: string
  }
  /** The form's copy and consent, and a release alert's consent; undefined without a `newsletter` block. */
  export const newsletter: (Pick<Newsletter, 'heading' | 'intro'> & Consent & { alert: Consent }) | undefined
}
declare module 'virtual:content/author' {
  export const author: Resolved<CheckedContent['author']>
}
type CheckedBook = CheckedContent['books'][number]
type Sample = NonNullable<CheckedBook['sample']>

/** What only a book's page and its details dialog show: a module per book (virtual:content/book-parts). */
type BookText = Pick<CheckedBook, 'keyThemes' | 'reviews'> & { description: Pick<CheckedBook['description'], 'html'> }

declare module 'virtual:content/books' {
  // A sample's chapter and the book's long text are modules of their own (virtual:content/book-parts); the list names the sample's title.
  export const books: Resolved<Omit<CheckedBook, 'sample' | keyof BookText> & { sample?: Pick<Sample, 'title'> }>[]
}
declare module 'virtual:content/home-books' {
  /** The books the home shows (those marked featured, or the first three but the lead), and whether the author has more. */
  export const shown: typeof import('virtual:content/books')['books']
  export const comingSoon: Resolved<CheckedContent['comingSoon']>
  export const more: boolean
  /** An author's only book, alone on the home: what the hero does not show of it, its description (HTML) and first review. */
  export const told:
    | { description: string; review: CheckedContent['books'][number]['reviews'][number] | undefined }
    | undefined
}
declare module 'virtual:content/lead-book' {
  /** A book as a strip shows it (the hero's, a post's end): only what the strip shows. */
  export type StripBook = Pick<
    import('virtual:content/books')['books'][number],
    'slug' | 'title' | 'cover' | 'language' | 'dir' | 'year' | 'release'
  > & {
    /** The summary's first sentences: those that fit the first screen in the hero, whole ones where a reader stops. */
    hook: string
    buy: import('virtual:content/books')['books'][number]['editions'][number]['buy']
    sample: boolean
  }
  /** A book on a shelf beside a strip: its cover and its title, each a link to its page. */
  export type ShelfBook = Pick<StripBook, 'slug' | 'title' | 'cover' | 'language' | 'dir'>
  /** The book the home's first screen sells (marked `lead`, else the soonest on pre-order, else the newest out). */
  export const leadBook: StripBook | undefined
}
declare module 'virtual:content/series' {
  /** Each series, its books by slug in reading order. */
  export const series: Resolved<CheckedContent['series']>
}
declare module 'virtual:content/news' {
  /** The published posts, newest first, each with the lines the list shows, its text as HTML and the books it links to. */
  export const posts: (Resolved<ReturnType<typeof import('../../tooling/content/news.ts').postEntry>> & {
    books: import('virtual:content/lead-book').StripBook[]
  })[]
}
declare module 'virtual:content/latest-post' {
  /** The newest published post, for the home's line; undefined without one. */
  export const latestPost: { slug: string; title: string } | undefined
}
declare module 'virtual:content/regions' {
  /** Each country the stores name, and the site's, by code, named as the site's language writes it, in code order. */
  export const regionNames: Record<string, string>
}
declare module 'virtual:content/counts' {
  /** From 0 to the number of books, each count's plural form and its number in the site's language. */
  export const counts: import('./counted.ts').WrittenCounts
}
declare module 'virtual:content/readings' {
  /**
   * Each with `when`: its date and time as the venue's clock reads them, in the site's language; and `country`:
   * the code of the country whose clock its zone keeps (US), where ICU names one; `note`: its description cut where it
   * names one of the author's books by its title (that piece with the book's slug).
   */
  export const readings: {
    readings: (CheckedContent['readings']['readings'][number] & {
      when: string
      country?: string
      note: import('../../tooling/content/named-books.ts').NotePiece[]
    })[]
  }
  /** The start of the build's day (ISO, a moment): the prerendered home lists the readings from then on. */
  export const listedFrom: string
}
/** A book's own modules, each loaded on demand. */
interface BookPartLoaders {
  entry: () => Promise<{
    book: typeof import('virtual:content/books')['books'][number]
    /** The book before it in its series, by slug and title; the book after it, or another of the author's, as a strip offers it. */
    neighbours: {
      previous: { slug: string; title: string } | undefined
      next: import('virtual:content/lead-book').StripBook | undefined
      /** Without a next in a series: another of the author's books, as a strip offers it. */
      more: import('virtual:content/lead-book').StripBook | undefined
      /** Beside `next`, the series' books after it; beside `more`, a few more of the author's: by cover and title. */
      shelf: import('virtual:content/lead-book').ShelfBook[]
    }
  }>
  text: () => Promise<{ text: BookText }>
  sample?: () => Promise<{ sample: Resolved<Sample> }>
}

declare module 'virtual:content/book-parts' {
  /** Each book's own modules by slug, loaded on demand: its entry, its long text, and its sample chapter if it has one. */
  export const loaders: ReadonlyMap<string, BookPartLoaders>
}

declare module 'virtual:content/press' {
  /** A file the press kit offers at full size (tooling/content/press-kit.ts): its thumbnail, address, name and size in words. */
  interface PressDownload {
    what: 'portrait' | 'photo' | 'cover'
    image: ResponsiveImage
    /** A photo's own words; the portrait's and a cover's are the site's. */
    alt?: string
    credit?: string
    /** A cover's book title, or a photo's short name (its own, or "Photo 2"). */
    title?: string
    href: string
    /** The name the file is saved under. */
    name: string
    width: number
    height: number
    /** Its format and pixel size in the site's words: "JPEG, 1,600 × 2,400 pixels". */
    size: string
  }
  /** The press kit (content/press.md), undefined without one; the long biography is author.md's when press.md has none. */
  export const press:
    | {
        shortBio: string
        /** The short biography cut where it names a book of the site, so the page sets each title in italics. */
        shortBioParts: { text: string; title: boolean }[]
        /** Its HTML has each book title the author left upright as a `<cite>`. */
        longBio: CheckedContent['author']['body']
        downloads: PressDownload[]
        /** The reviews it quotes, each with its book's title. */
        quotes: { quote: string; source: string; title: string }[]
      }
    | undefined
}
