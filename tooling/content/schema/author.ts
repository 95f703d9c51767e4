import * as v from 'valibot'
import * as f from '../fields.ts'
import type { imageField } from '../image-field.ts'
import { link, requiredMarkdown } from './prose-fields.ts'

const stat = v.strictObject({
  value: v.pipe(
    v.union([v.string(), v.number()], 'expected text'),
    v.transform(String),
    v.description('A figure or a word, like 12+ or Booker.'),
  ),
  label: v.pipe(f.text, v.description('What it counts, like Novels or Shortlist.')),
})

/** author.md: the fields above, the bio below. */
export const authorSchema = (image: ReturnType<typeof imageField>) =>
  v.strictObject({
    name: v.pipe(
      f.text,
      v.description(
        'The full name: the top of the home page, the footer, page titles, and the author for search engines.',
      ),
    ),
    firstName: v.pipe(
      f.text,
      v.description('Where the site speaks of the author by first name: "Connect with Elena".'),
    ),
    tagline: v.pipe(f.text, v.description('One line under the name at the top of the page.')),
    quote: v.pipe(
      f.sentences,
      v.description('The quote beside the bio, in the About section (without quotation marks).'),
    ),
    portrait: v.pipe(image, v.description('The photo or drawing in About (.jpg, .jpeg, .png, .webp or .svg).')),
    // A debut need not invent figures: without stats, About shows none.
    stats: v.optional(
      v.pipe(
        v.array(stat, 'expected a list of stats'),
        v.description(
          'Optional: the figures in About, three to a row, each a value and its label. Without them, About shows none.',
        ),
      ),
      [],
    ),
    social: v.optional(
      v.pipe(
        v.array(link, 'expected a list of links'),
        v.description(
          "Optional: the author's profiles elsewhere, each a label (the place's name) and a full web address. The footer lists them.",
        ),
      ),
      [],
    ),
    body: v.pipe(requiredMarkdown, v.description('The bio, in About.')),
  })

/** coming-soon.md: the fields above, the teaser below. */
export const comingSoonSchema = (image: ReturnType<typeof imageField>) =>
  v.strictObject({
    title: v.pipe(f.text, v.description("The coming book's title.")),
    cover: v.pipe(image, v.description('Its cover, or an image standing for it.')),
    expected: v.pipe(f.text, v.description('When it is expected, in your words, like "Spring 2027".')),
    body: v.pipe(requiredMarkdown, v.description('The teaser, on the Coming Soon card.')),
  })
