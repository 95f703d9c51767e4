import * as v from 'valibot'
import { type ImageFiles, imageField } from './image-field.ts'
import type { SiteMoney } from './price.ts'
import { authorSchema, comingSoonSchema } from './schema/author.ts'
import { bookSchema } from './schema/book.ts'
import { newsPostSchema } from './schema/news.ts'
import { pressSchema } from './schema/press.ts'
import { readingsSchema } from './schema/readings.ts'
import { seriesSchema } from './schema/series.ts'
import { siteSchema } from './schema/site.ts'

/**
 * The whole content folder as one value: every file's fields, checked and turned into what the page uses.
 * `money` is site.yaml's currency and language, which a price written as the page shows it ("$14.99") is in;
 * `today` ("2027-03-15") is the build's day, before which a book's release day makes it forthcoming and a post's date
 * holds it back.
 */
export function contentSchema(images: ImageFiles, money: SiteMoney, today: string) {
  const image = imageField(images)
  return v.strictObject({
    site: siteSchema,
    author: authorSchema(image),
    books: v.array(bookSchema(image, money, today)),
    series: v.array(seriesSchema(image)),
    news: v.array(newsPostSchema(image, money.language, today)),
    comingSoon: v.optional(comingSoonSchema(image)),
    readings: readingsSchema,
    press: v.optional(pressSchema(image)),
  })
}

export type ContentSchema = ReturnType<typeof contentSchema>

export type CheckedContent = v.InferOutput<ContentSchema>
