import * as v from 'valibot'
import * as f from '../fields.ts'
import type { imageField } from '../image-field.ts'
import { link, requiredMarkdown } from './prose-fields.ts'

const stat = v.strictObject({
  value: v.pipe(v.union([v.string(), v.number()], 'expected text'), v.transform(String)),
  label: f.text,
})

/** author.md: the fields above, the bio below. */
export const authorSchema = (image: ReturnType<typeof imageField>) =>
  v.strictObject({
    name: f.text,
    firstName: f.text,
    tagline: f.text,
    quote: f.text,
    portrait: image,
    // A debut need not invent figures: without stats, About shows none.
    stats: v.optional(v.array(stat, 'expected a list of stats'), []),
    social: v.optional(v.array(link, 'expected a list of links'), []),
    body: requiredMarkdown,
  })

/** coming-soon.md: the fields above, the teaser below. */
export const comingSoonSchema = (image: ReturnType<typeof imageField>) =>
  v.strictObject({ title: f.text, cover: image, expected: f.text, body: requiredMarkdown })
