import * as v from 'valibot'
import type { Release } from '#src/content/release.ts'
import * as f from '../fields.ts'
import type { imageField } from '../image-field.ts'
import { prose } from '../markdown.ts'
import type { SiteMoney } from '../price.ts'
import { dayField, dayText } from '../release-day.ts'
import { textDirection } from '../text-direction.ts'
import { buyList, type Edition, editionSchema, pricedLinks, priceField, unpricedProblem } from './editions.ts'
import { markdown, requiredMarkdown } from './prose-fields.ts'

/** Another image of the book for its carousel, after the cover: a back cover, interior art. */
const extraImage = (image: ReturnType<typeof imageField>) =>
  v.strictObject({ image, alt: v.pipe(f.text, v.description('What the image shows, for a reader who cannot see it.')) })

const year = f.wholeNumber(1000, 2200, 'a year like 2023')

// Where a problem of the book's own fields is said: the field, within the book's file.
const at = (
  input: Record<string, unknown>,
  key: string,
  ...items: number[]
): [v.IssuePathItem, ...v.IssuePathItem[]] => [
  { type: 'object', origin: 'value', input, key, value: input[key] },
  ...items.map(
    (index): v.IssuePathItem => ({ type: 'array', origin: 'value', input: [], key: index, value: undefined }),
  ),
]

const review = v.strictObject({
  quote: v.pipe(f.sentences, v.description("The review's words, without quotation marks.")),
  // A newspaper's quote has no stars to give: its author leaves the rating out rather than invent one.
  rating: v.optional(
    v.pipe(
      f.wholeNumber(1, 5, 'a rating from 1 to 5'),
      v.description('Optional: stars, a whole number from 1 to 5; a press quote shows none, so it needs none.'),
    ),
  ),
  source: v.pipe(f.text, v.description('Who wrote it: a reader, a writer or a newspaper.')),
  // The heading it goes under on the book's page; without it, site.yaml's `reviewKind`, else readers'.
  kind: v.optional(
    v.pipe(
      f.reviewKind,
      v.description(
        "Optional: the heading it goes under, readers, praise or press; without it, site.yaml's reviewKind, else readers.",
      ),
    ),
  ),
})

/**
 * books/<slug>.md, with its optional <slug>.sample.md; a book without a long description shows its summary.
 * A book lists its editions, or (as books were first written) has one `price` and `buy` list: one edition.
 * A book with a `released` day after `today` (the build's) is forthcoming: on pre-order, its stores' prices optional.
 */
export const bookSchema = (image: ReturnType<typeof imageField>, site: SiteMoney, today: string) =>
  v.pipe(
    v.strictObject({
      slug: v.string(),
      title: v.pipe(f.text, v.description("The book's title. No two books may share one.")),
      cover: v.pipe(
        image,
        v.description(
          'The cover (.jpg, .jpeg, .png, .webp or .svg). Outline the text of an SVG cover, so it looks the same on every phone.',
        ),
      ),
      images: v.optional(
        v.pipe(
          v.array(extraImage(image), 'expected a list of images, each with its `image` and `alt`'),
          v.description(
            'Optional: more images for the carousel after the cover (a back cover, interior art). With none, the book shows its cover alone.',
          ),
        ),
        [],
      ),
      genre: v.pipe(f.text, v.description("A word or two, on the cover's badge and in the details.")),
      year: v.optional(
        v.pipe(
          year,
          v.description(
            'The year it came out, like 2023; or give `released` instead. Books without `order` are shown newest first.',
          ),
        ),
      ),
      // The day it comes out, past or to come; its year is the book's.
      released: v.optional(
        v.pipe(
          dayField,
          v.description(
            'The day it comes out, year-month-day, in place of `year`. A day still to come puts the book on pre-order.',
          ),
        ),
      ),
      editions: v.optional(
        v.pipe(
          v.array(editionSchema(site), 'expected a list of editions'),
          v.minLength(1, 'list at least one edition'),
          v.description(
            'Its formats (ebook, paperback, hardcover, audiobook), each with its stores; in place of `price` and `buy`.',
          ),
        ),
      ),
      price: v.optional(
        v.pipe(
          priceField(site),
          v.description(
            'The price on the buy button, like $14.99, or an amount and its currency, like 14.99 USD. A book in several formats lists `editions` instead.',
          ),
        ),
      ),
      buy: v.optional(
        v.pipe(
          buyList(site),
          v.description("Where to buy it: one place or more. The first is the button on the book's card."),
        ),
      ),
      summary: v.pipe(
        f.sentences,
        v.description('One or two sentences: on the card, in search results and in shared links.'),
      ),
      keyThemes: v.optional(
        v.pipe(
          v.array(f.text, 'expected a list of themes'),
          v.description("Optional: a list of short themes, shown in the book's details."),
        ),
        [],
      ),
      reviews: v.optional(
        v.pipe(v.array(review, 'expected a list of reviews'), v.description('Optional: quotes from reviews.')),
        [],
      ),
      order: v.optional(
        v.pipe(
          f.wholeNumber(1, 99, 'a position from 1 to 99'),
          v.description('Optional: its place among the books, from 1 to 99. Books with one come first.'),
        ),
      ),
      featured: v.optional(
        v.pipe(
          v.boolean('expected true or false'),
          v.description(
            "Shown in the home page's books section. With none marked, the home shows the first three that are out.",
          ),
        ),
        false,
      ),
      lead: v.optional(
        v.pipe(
          v.boolean('expected true or false'),
          v.description("Shown on the home's first screen beside your name (one book at most)."),
        ),
        false,
      ),
      // A book in another language than the site: its text carries its own `lang`, for screen readers and hyphenation.
      language: v.optional(
        v.pipe(
          f.canonicalLanguageTag,
          v.description("Optional: its language, a tag like pt-PT, when it is not the site's."),
        ),
      ),
      body: v.pipe(markdown, v.description("The long description on the book's page; without it, the summary.")),
      sample: v.optional(
        v.strictObject({
          title: v.pipe(f.text, v.description("The sample chapter's title.")),
          language: v.optional(
            v.pipe(
              f.canonicalLanguageTag,
              v.description('Optional: a tag like pt-PT, when the chapter is in another language than its book.'),
            ),
          ),
          body: v.pipe(requiredMarkdown, v.description('The chapter, read at /books/<book>/sample.')),
        }),
      ),
    }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const { body, sample, price, buy, editions, released, year: written, ...rest } = dataset.value
      const sampleLanguage = sample?.language ?? rest.language
      const releasedYear = released && Number(released.slice(0, 4))
      if (written === undefined && released === undefined)
        addIssue({
          message: 'missing; give the year it came out, like 2023, or the day it comes out, like released: 2027-03-15',
          path: at(dataset.value, 'year'),
        })
      else if (written !== undefined && !released && written > Number(today.slice(0, 4)))
        addIssue({
          message: `${written} has not come yet; a book still to come takes the day it comes out in place of \`year\`, like released: ${written}-03-15 (it is then offered for pre-order), or, with no store yet, a teaser in coming-soon.md`,
          path: at(dataset.value, 'year'),
        })
      else if (written !== undefined && releasedYear && written !== releasedYear)
        addIssue({
          message: `${written}, but released: ${released} is in ${releasedYear}; leave \`year\` out, the release day gives it`,
          path: at(dataset.value, 'year'),
        })
      const release: Release | undefined = released
        ? {
            day: released,
            text: dayText(released, site.language),
            forthcoming: released > today,
          }
        : undefined
      const book = {
        ...rest,
        year: (releasedYear || written) as number,
        ...(release && { release }),
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
      // A book with a release day may sell without a price (a pre-order's often comes later); any other needs one everywhere.
      const unpriced = (links: readonly Edition['buy'][number][]) => (released ? undefined : unpricedProblem(links))
      if (editions && !price && !buy) {
        for (const [index, edition] of editions.entries()) {
          const problem = unpriced(edition.buy)
          if (problem) addIssue({ message: problem, path: at(dataset.value, 'editions', index) })
        }
        return { ...book, editions }
      }
      if (editions) addIssue({ message: 'has `editions` and a `price` or `buy` list too: move them into an edition' })
      else if (!buy)
        addIssue({
          message: 'has no `editions`: list its editions, each with a format and buy links (docs/authors.md)',
        })
      else {
        const links = pricedLinks(price, buy)
        const problem = unpriced(links)
        if (!problem) return { ...book, editions: [{ buy: links }] as Edition[] }
        addIssue({ message: problem })
      }
      return NEVER
    }),
  )
