import * as v from 'valibot'
import * as f from '../fields.ts'
import type { imageField } from '../image-field.ts'
import { requiredMarkdown } from './prose-fields.ts'

/** series/<slug>.md: a series' name, its books in reading order (by their file names), an optional image and place among the series; its description below. */
export const seriesSchema = (image: ReturnType<typeof imageField>) =>
  v.pipe(
    v.strictObject({
      slug: v.string(),
      name: v.pipe(f.text, v.description("The series' name, as readers know it.")),
      books: v.pipe(
        v.array(f.typedText, 'expected a list of book file names, like tides-of-change'),
        v.minLength(1, 'list at least one book'),
        v.description('Its books in reading order, each by its file name in content/books without ".md".'),
      ),
      image: v.optional(
        v.pipe(image, v.description("Optional: an image for the series' page and its shared link, like a cover.")),
      ),
      // Where the catalogue lists it among the series; without it, the series whose latest book is newest come first.
      order: v.optional(
        v.pipe(
          f.wholeNumber(1, 99, 'a position from 1 to 99'),
          v.description(
            'Optional: its place among the series in the catalogue, from 1 to 99. Without it, the series whose latest book is newest come first.',
          ),
        ),
      ),
      body: v.pipe(requiredMarkdown, v.description("The description, on the series' page above its books.")),
    }),
    v.transform(({ body, ...rest }) => ({ ...rest, description: body })),
  )
