import * as v from 'valibot'
import { hasInvisibleCharacters } from '../../../supabase/functions/_shared/invisible-characters.ts'
import { consentMaxLength } from '../../../supabase/functions/_shared/newsletter-schema.ts'
import { consentRule } from '../../../supabase/functions/_shared/newsletter-server-schema.ts'
import * as f from '../fields.ts'
import { en } from '../locales/en.ts'

const places = ['home', 'book'] as const

/** The form's and its pages' words in the author's own: each replaces the site language's (virtual:words/newsletter). */
// Words with counts (expiredDays) are written in words.yaml, which knows their forms.
type Line = { [Name in keyof Words]: Words[Name] extends string ? Name : never }[keyof Words]
type Words = typeof en.newsletter
const lines = Object.keys(en.newsletter).filter((name) => typeof en.newsletter[name as keyof Words] === 'string')

// The function's own rule, so every sign-up it is sent with is accepted and stored as the reader saw it; kept as
// typed, not typeset: its exact words name its version (consent-version.ts), which setting them would change.
const consentLine = v.pipe(
  f.typedText,
  v.check((line) => !hasInvisibleCharacters(line), 'must not contain characters that show nothing'),
  v.check(
    // Said once: a line with hidden characters is told so above.
    (line) => hasInvisibleCharacters(line) || v.is(consentRule, line),
    `must be one line of plain text of at most ${consentMaxLength} characters`,
  ),
)

// Each line's help is the site's own English for it, which it replaces.
const wordLine = (name: Line) => v.optional(v.pipe(f.text, v.description(en.newsletter[name])))

export const newsletterWordsSchema = v.strictObject({
  ...(Object.fromEntries(lines.map((name) => [name, wordLine(name as Line)])) as {
    [Name in Exclude<Line, 'alertConsent'>]: ReturnType<typeof wordLine>
  }),
  // A release alert's consent line is kept by the function as what a reader agreed to, as the form's own is.
  alertConsent: v.optional(v.pipe(consentLine, v.description(en.newsletter.alertConsent))),
})

/** site.yaml's optional `newsletter` block: the sign-up form's copy, where it shows, and the words of its pages. */
export const newsletterSchema = v.strictObject({
  heading: v.pipe(f.text, v.description("The form's heading.")),
  intro: v.pipe(f.sentences, v.description('A line or two on what the letters are and how often they come.')),
  consent: v.pipe(
    consentLine,
    v.description('The one line the reader agrees to; it is stored with each sign-up as written here.'),
  ),
  showOn: v.optional(
    v.pipe(
      v.array(
        v.picklist(places, (issue) => `expected home or book, got ${issue.received}`),
        'expected a list of places: home, book',
      ),
      v.minLength(1, 'list at least one place (home, book), or remove the newsletter block'),
      v.description(
        "Optional: where the form shows, after the books on the home page and at the end of each book's page.",
      ),
    ),
    [...places],
  ),
  words: v.optional(
    v.pipe(
      newsletterWordsSchema,
      v.description("Optional: the form's and its pages' words; each one left out keeps the site's."),
    ),
    {},
  ),
})
