import * as v from 'valibot'
import * as f from '../fields.ts'
import type { imageField } from '../image-field.ts'
import { dayField, dayText } from '../release-day.ts'
import { requiredMarkdown } from './prose-fields.ts'

/**
 * news/<slug>.md: a post's title, its day, an optional image with its alt text and an optional summary; its text
 * below. A post dated after `today` (the build's day) is held: checked like any other, published on its day.
 */
export const newsPostSchema = (image: ReturnType<typeof imageField>, language: string, today: string) =>
  v.pipe(
    v.strictObject({
      slug: v.string(),
      title: f.text,
      date: dayField,
      image: v.optional(image),
      alt: v.optional(f.text),
      summary: v.optional(f.text),
      body: requiredMarkdown,
    }),
    // An image says what it shows to a reader who cannot see it; alt text alone describes nothing. Said at the
    // image's line: the missing `alt` has none.
    v.forward(
      v.check(
        ({ image, alt }) => image === undefined || alt !== undefined,
        'add `alt`, what the image shows, for a reader who cannot see it',
      ),
      ['image'],
    ),
    v.forward(
      v.check(({ image, alt }) => alt === undefined || image !== undefined, 'an `alt` without an `image`'),
      ['alt'],
    ),
    v.transform(({ body, image, alt, date, ...rest }) => ({
      ...rest,
      date,
      dateText: dayText(date, language),
      ...(image && alt && { image: { image, alt } }),
      text: body,
      held: date > today,
    })),
  )
