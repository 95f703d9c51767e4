import * as v from 'valibot'
import * as f from '../fields.ts'
import type { imageField } from '../image-field.ts'
import { requiredMarkdown } from './prose-fields.ts'

/** series/<slug>.md: a series' name, its books in reading order (by their file names), an optional image and place among the series; its description below. */
export const seriesSchema = (image: ReturnType<typeof imageField>) =>
  v.pipe(
    v.strictObject({
      slug: v.string(),
      name: f.text,
      books: v.pipe(
        v.array(f.text, 'expected a list of book file names, like tides-of-change'),
        v.minLength(1, 'list at least one book'),
      ),
      image: v.optional(image),
      // Where the catalogue lists it among the series; without it, the series whose latest book is newest come first.
      order: v.optional(f.wholeNumber(1, 99, 'a position from 1 to 99')),
      body: requiredMarkdown,
    }),
    v.transform(({ body, ...rest }) => ({ ...rest, description: body })),
  )
