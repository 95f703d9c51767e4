import * as v from 'valibot'
import { type ImageFiles, imageField } from './image-field.ts'
import { authorSchema, comingSoonSchema } from './schema/author.ts'
import { bookSchema } from './schema/book.ts'
import { readingsSchema } from './schema/readings.ts'
import { seriesSchema } from './schema/series.ts'
import { siteSchema } from './schema/site.ts'

/** The whole content folder as one value: every file's fields, checked and turned into what the page uses. */
export function contentSchema(images: ImageFiles) {
  const image = imageField(images)
  return v.strictObject({
    site: siteSchema,
    author: authorSchema(image),
    books: v.array(bookSchema(image)),
    series: v.array(seriesSchema(image)),
    comingSoon: v.optional(comingSoonSchema(image)),
    readings: readingsSchema,
  })
}

export type ContentSchema = ReturnType<typeof contentSchema>

export type CheckedContent = v.InferOutput<ContentSchema>
