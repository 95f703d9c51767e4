import * as v from 'valibot'
import * as f from '../fields.ts'
import type { imageField } from '../image-field.ts'
import { markdown } from './prose-fields.ts'

// One paragraph, as a festival's programme or a byline prints it: a blank line would make it two.
const shortBio = v.pipe(
  f.text,
  v.check((text) => !/\n\s*\n/.test(text), 'one paragraph only; put the long biography below the "---" lines'),
)

// The title is the caption's short name ("The writing desk"); the alt says all the photo shows, for who cannot see it.
const photo = (image: ReturnType<typeof imageField>) =>
  v.strictObject({ image, title: v.optional(f.text), alt: f.text, credit: f.text })

// A book's review chosen by its book's file name and its source, as content/books writes them: never retyped.
const quote = v.strictObject({ book: f.text, source: f.text })

/**
 * press.md, optional: the press kit at /press. Its short biography and the portrait's credit above; extra photos,
 * each with an optional short name, its words for a reader who cannot see it and its credit; which of the books' reviews to quote
 * (without the list, all of them). The long biography below, in Markdown; without one, author.md's.
 */
export const pressSchema = (image: ReturnType<typeof imageField>) =>
  v.pipe(
    v.strictObject({
      shortBio,
      portraitCredit: v.optional(f.text),
      photos: v.optional(v.array(photo(image), 'expected a list of photos, each an image, alt and credit'), []),
      quotes: v.optional(v.array(quote, 'expected a list of quotes, each a book and a source')),
      body: markdown,
    }),
    v.transform(({ body, ...rest }) => ({ ...rest, longBio: body })),
  )
