import * as v from 'valibot'
import * as f from '../fields.ts'
import type { imageField } from '../image-field.ts'
import { prose } from '../markdown.ts'
import { markdown, requiredMarkdown } from './prose-fields.ts'

const review = v.strictObject({ quote: f.text, rating: f.wholeNumber(1, 5, 'a rating from 1 to 5'), source: f.text })
const buy = v.pipe(
  v.array(v.strictObject({ retailer: f.text, url: f.webAddress }), 'expected a list of places to buy the book'),
  v.minLength(1, 'needs at least one place to buy the book'),
)

/** books/<slug>.md, with its optional <slug>.sample.md; a book without a long description shows its summary. */
export const bookSchema = (image: ReturnType<typeof imageField>) =>
  v.pipe(
    v.strictObject({
      slug: v.string(),
      title: f.text,
      cover: image,
      genre: f.text,
      year: f.wholeNumber(1000, 2200, 'a year like 2023'),
      price: f.price,
      buy,
      summary: f.text,
      keyThemes: v.optional(v.array(f.text, 'expected a list of themes'), []),
      reviews: v.optional(v.array(review, 'expected a list of reviews'), []),
      order: v.optional(f.wholeNumber(1, 99, 'a position from 1 to 99')),
      featured: v.optional(v.boolean('expected true or false'), false),
      // A book in another language than the site: its text carries its own `lang`, for screen readers and hyphenation.
      language: v.optional(f.canonicalLanguageTag),
      body: markdown,
      sample: v.optional(
        v.strictObject({ title: f.text, language: v.optional(f.canonicalLanguageTag), body: requiredMarkdown }),
      ),
    }),
    // A sample is in its book's language unless it says otherwise (a translated excerpt).
    v.transform(({ body, sample, ...rest }) => ({
      ...rest,
      description: body.html ? body : prose(rest.summary),
      ...(sample && { sample: { ...sample, language: sample.language ?? rest.language } }),
    })),
  )
