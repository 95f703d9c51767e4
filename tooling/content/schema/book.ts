import * as v from 'valibot'
import * as f from '../fields.ts'
import type { imageField } from '../image-field.ts'
import { prose } from '../markdown.ts'
import type { SiteMoney } from '../price.ts'
import { textDirection } from '../text-direction.ts'
import { buyList, type Edition, editionSchema, pricedLinks, priceField } from './editions.ts'
import { markdown, requiredMarkdown } from './prose-fields.ts'

/** Another image of the book for its carousel, after the cover: a back cover, interior art. */
const extraImage = (image: ReturnType<typeof imageField>) => v.strictObject({ image, alt: f.text })

const review = v.strictObject({ quote: f.text, rating: f.wholeNumber(1, 5, 'a rating from 1 to 5'), source: f.text })

/**
 * books/<slug>.md, with its optional <slug>.sample.md; a book without a long description shows its summary.
 * A book lists its editions, or (as books were first written) has one `price` and `buy` list: one edition.
 */
export const bookSchema = (image: ReturnType<typeof imageField>, site: SiteMoney) =>
  v.pipe(
    v.strictObject({
      slug: v.string(),
      title: f.text,
      cover: image,
      images: v.optional(v.array(extraImage(image), 'expected a list of images, each with its `image` and `alt`'), []),
      genre: f.text,
      year: f.wholeNumber(1000, 2200, 'a year like 2023'),
      editions: v.optional(
        v.pipe(
          v.array(editionSchema(site), 'expected a list of editions'),
          v.minLength(1, 'list at least one edition'),
        ),
      ),
      price: v.optional(priceField(site)),
      buy: v.optional(buyList(site)),
      summary: f.text,
      keyThemes: v.optional(v.array(f.text, 'expected a list of themes'), []),
      reviews: v.optional(v.array(review, 'expected a list of reviews'), []),
      order: v.optional(f.wholeNumber(1, 99, 'a position from 1 to 99')),
      featured: v.optional(v.boolean('expected true or false'), false),
      lead: v.optional(v.boolean('expected true or false'), false),
      // A book in another language than the site: its text carries its own `lang`, for screen readers and hyphenation.
      language: v.optional(f.canonicalLanguageTag),
      body: markdown,
      sample: v.optional(
        v.strictObject({ title: f.text, language: v.optional(f.canonicalLanguageTag), body: requiredMarkdown }),
      ),
    }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const { body, sample, price, buy, editions, ...rest } = dataset.value
      const sampleLanguage = sample?.language ?? rest.language
      const book = {
        ...rest,
        // Its own direction too: an Arabic novel on an English site reads right to left, and the reverse.
        ...(rest.language && { dir: textDirection(rest.language) }),
        description: body.html ? body : prose(rest.summary),
        // A sample is in its book's language unless it says otherwise (a translated excerpt).
        ...(sample && {
          sample: {
            ...sample,
            language: sampleLanguage,
            ...(sampleLanguage && { dir: textDirection(sampleLanguage) }),
          },
        }),
      }
      if (editions && !price && !buy) return { ...book, editions: editions as Edition[] }
      if (editions) addIssue({ message: 'has `editions` and a `price` or `buy` list too: move them into an edition' })
      else if (!buy)
        addIssue({
          message: 'has no `editions`: list its editions, each with a format and buy links (docs/authors.md)',
        })
      else {
        const priced = pricedLinks(price, buy)
        if ('links' in priced) return { ...book, editions: [{ buy: priced.links }] as Edition[] }
        addIssue({ message: priced.problem })
      }
      return NEVER
    }),
  )
