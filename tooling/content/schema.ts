import * as v from 'valibot'
import * as f from './fields.ts'
import { type ImageFiles, imageField } from './image-field.ts'
import { prose } from './markdown.ts'

const colours = [
  'paper',
  'surface',
  'ink',
  'muted',
  'line',
  'accent',
  'on-accent',
  'gold',
  'on-gold',
  'danger',
  'on-danger',
  'success',
] as const
const palette = v.strictObject(
  Object.fromEntries(colours.map((name) => [name, f.hexColour])) as Record<
    (typeof colours)[number],
    typeof f.hexColour
  >,
)

const markdown = v.pipe(v.optional(v.string('expected Markdown text'), ''), v.transform(prose))
const requiredMarkdown = v.pipe(
  v.string('expected Markdown text'),
  v.trim(),
  v.nonEmpty('the text below the frontmatter must not be empty'),
  v.transform(prose),
)
const link = v.strictObject({ label: f.text, url: f.webAddress })

/** The whole content folder as one value: every file's fields, checked and turned into what the page uses. */
export function contentSchema(images: ImageFiles) {
  const image = imageField(images)
  const site = v.strictObject({
    url: f.webAddress,
    language: f.languageTag,
    title: f.text,
    description: f.text,
    socialDescription: f.text,
    role: f.text,
    currency: f.currencyCode,
    app: v.strictObject({ name: f.text, shortName: f.text, description: f.text, offlineReady: f.text }),
    booksIntro: f.text,
    contactIntro: f.text,
    chat: v.strictObject({ assistant: f.text, greeting: f.text, buying: f.text, fallback: f.text }),
    footer: v.strictObject({ credit: f.text, link: f.webAddress }),
    palette: v.strictObject({ light: palette, dark: palette }),
  })
  const author = v.strictObject({
    name: f.text,
    firstName: f.text,
    tagline: f.text,
    quote: f.text,
    portrait: image,
    stats: v.array(
      v.strictObject({
        value: v.pipe(v.union([v.string(), v.number()], 'expected text'), v.transform(String)),
        label: f.text,
      }),
      'expected a list of stats',
    ),
    social: v.optional(v.array(link, 'expected a list of links'), []),
    body: requiredMarkdown,
  })
  const review = v.strictObject({ quote: f.text, rating: f.wholeNumber(1, 5, 'a rating from 1 to 5'), source: f.text })
  const book = v.strictObject({
    slug: v.string(),
    title: f.text,
    cover: image,
    genre: f.text,
    year: f.wholeNumber(1000, 2200, 'a year like 2023'),
    price: f.price,
    buy: v.pipe(
      v.array(v.strictObject({ retailer: f.text, url: f.webAddress }), 'expected a list of places to buy the book'),
      v.minLength(1, 'needs at least one place to buy the book'),
    ),
    summary: f.text,
    keyThemes: v.optional(v.array(f.text, 'expected a list of themes'), []),
    reviews: v.optional(v.array(review, 'expected a list of reviews'), []),
    order: v.optional(f.wholeNumber(1, 99, 'a position from 1 to 99')),
    body: markdown,
    sample: v.optional(v.strictObject({ title: f.text, body: requiredMarkdown })),
  })
  // A book without its own long description shows its summary in the details.
  const bookWithDescription = v.pipe(
    book,
    v.transform(({ body, ...rest }) => ({ ...rest, description: body.html ? body : prose(rest.summary) })),
  )
  const comingSoon = v.strictObject({ title: f.text, cover: image, expected: f.text, body: requiredMarkdown })
  const reading = v.strictObject({
    id: v.pipe(f.text, v.regex(/^[a-z0-9-]+$/, 'use lowercase letters, digits and dashes')),
    kind: v.picklist(
      ['Reading', 'Signing', 'Conversation'],
      (issue) => `expected Reading, Signing or Conversation, got ${issue.received}`,
    ),
    venue: f.text,
    address: f.text,
    city: f.text,
    timeZone: f.timeZone,
    startsAt: f.localTimeWithOffset,
    durationMinutes: f.wholeNumber(1, 24 * 60, 'a number of minutes'),
    description: f.text,
  })
  return v.strictObject({
    site,
    author,
    books: v.array(bookWithDescription),
    comingSoon: v.optional(comingSoon),
    readings: v.strictObject({ readings: v.optional(v.array(reading, 'expected a list of readings'), []) }),
  })
}

export type ContentSchema = ReturnType<typeof contentSchema>

export type CheckedContent = v.InferOutput<ContentSchema>
