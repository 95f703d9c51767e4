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
      title: v.pipe(f.text, v.description("The post's title: the heading of its page and its line on the News page.")),
      date: v.pipe(
        dayField,
        v.description(
          'The day it is published, year-month-day. A post dated after the day the site is built waits until a build on or after that day.',
        ),
      ),
      image: v.optional(
        v.pipe(
          image,
          v.description('Optional: an image at the top of the post and in its shared link, with its `alt`.'),
        ),
      ),
      alt: v.optional(
        v.pipe(f.text, v.description('What the image shows, for a reader who cannot see it; needed with an image.')),
      ),
      summary: v.optional(
        v.pipe(
          f.sentences,
          v.description(
            'Optional: a line or two for the News page and search results. Without it, the first sentences of the text.',
          ),
        ),
      ),
      body: v.pipe(requiredMarkdown, v.description("The post's text.")),
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
