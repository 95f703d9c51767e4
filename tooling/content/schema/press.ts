import * as v from 'valibot'
import * as f from '../fields.ts'
import type { imageField } from '../image-field.ts'
import { markdown } from './prose-fields.ts'

// One paragraph, as a festival's programme or a byline prints it: a blank line would make it two.
const shortBio = v.pipe(
  f.sentences,
  v.check((text) => !/\n\s*\n/.test(text), 'one paragraph only; put the long biography below the "---" lines'),
)

// The title is the caption's short name ("The writing desk"); the alt says all the photo shows, for who cannot see it.
const photo = (image: ReturnType<typeof imageField>) =>
  v.strictObject({
    image,
    title: v.optional(
      v.pipe(f.text, v.description('Optional: a short name for its caption, like "The writing desk"; else "Photo 1".')),
    ),
    alt: v.pipe(f.text, v.description('What the photo shows, for a reader who cannot see it.')),
    credit: v.pipe(f.text, v.description('Who took or drew it.')),
  })

// A book's review chosen by its book's file name and its source, as content/books writes them: never retyped.
const quote = v.strictObject({
  book: v.pipe(f.typedText, v.description('The book\'s file name in content/books, without ".md".')),
  source: v.pipe(f.text, v.description("The review's source, as the book's file writes it.")),
})

/**
 * press.md, optional: the press kit at /press. Its short biography and the portrait's credit above; extra photos,
 * each with an optional short name, its words for a reader who cannot see it and its credit; which of the books' reviews to quote
 * (without the list, all of them). The long biography below, in Markdown; without one, author.md's.
 */
export const pressSchema = (image: ReturnType<typeof imageField>) =>
  v.pipe(
    v.strictObject({
      shortBio: v.pipe(
        shortBio,
        v.description('The short biography: one paragraph, for a programme or the end of an article.'),
      ),
      portraitCredit: v.optional(
        v.pipe(f.text, v.description('Optional: who took or drew the portrait of author.md, printed beside it.')),
      ),
      photos: v.optional(
        v.pipe(
          v.array(photo(image), 'expected a list of photos, each an image, alt and credit'),
          v.description('Optional: more photos a journalist may print.'),
        ),
        [],
      ),
      quotes: v.optional(
        v.pipe(
          v.array(quote, 'expected a list of quotes, each a book and a source'),
          v.description(
            "Optional: which of the books' reviews to quote. Without this list, every review of every book.",
          ),
        ),
      ),
      body: v.pipe(markdown, v.description("The long biography; without one, author.md's.")),
    }),
    v.transform(({ body, ...rest }) => ({ ...rest, longBio: body })),
  )
