import * as v from 'valibot'
import * as f from '../fields.ts'
import { newsletterSchema } from './newsletter.ts'

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
type Colour = (typeof colours)[number]
// Each colour's help in the desk; the build checks that each text colour is readable on its background.
const colourHelp: Record<Colour, string> = {
  paper: "The page's background.",
  surface: 'The background of cards, the header and the footer.',
  ink: 'The text, on paper and surface.',
  muted: 'Quieter text: dates, labels, captions.',
  line: 'Borders and dividing lines.',
  accent: 'Links and the buttons, unless `button` is given.',
  'on-accent': 'The words on a button filled with the accent.',
  gold: 'The badges and stars of reviews.',
  'on-gold': 'The words on gold.',
  danger: 'A message that something went wrong.',
  'on-danger': 'The words on danger.',
  success: 'A message that something went well.',
}
const colourField = (name: Colour) => v.pipe(f.hexColour, v.description(colourHelp[name]))

// A filled button's own colours, both or neither: without them it is filled with the accent, as links are set in it.
const palette = v.pipe(
  v.strictObject({
    ...(Object.fromEntries(colours.map((name) => [name, colourField(name)])) as Record<
      Colour,
      ReturnType<typeof colourField>
    >),
    button: v.optional(
      v.pipe(f.hexColour, v.description("Optional: a filled button's colour, with `on-button` (both or neither)")),
    ),
    'on-button': v.optional(v.pipe(f.hexColour, v.description("Optional: a filled button's words, with `button`"))),
  }),
  v.check(
    (theme) => (theme.button === undefined) === (theme['on-button'] === undefined),
    'give button and on-button together, or neither',
  ),
)

// Who speaks for the author in the footer (an agent, rights, publicity): a name or agency, and an email or a web address.
const footerContact = v.pipe(
  v.strictObject({
    name: v.pipe(f.text, v.description('A person, an agency or both.')),
    email: v.optional(f.emailAddress),
    url: v.optional(f.webAddress),
  }),
  v.check(
    (contact) => contact.email !== undefined || contact.url !== undefined,
    'add an email or a url (a web address), or both',
  ),
)

// Without a `region`, the one the site's language is most spoken in: "en" is US, "pt" is BR, "pt-PT" is PT.
const languageRegion = (language: string) => new Intl.Locale(language).maximize().region ?? 'US'

/** site.yaml */
export const siteSchema = v.pipe(
  v.strictObject({
    url: v.pipe(
      f.webAddress,
      v.description(
        'The public address, for the canonical link, social cards and search engines. VITE_SITE_URL, when set at build time, takes its place.',
      ),
    ),
    language: v.pipe(
      f.languageTag,
      v.description(
        "The site's language, a tag like en, en-GB or pt-PT: the page's lang, its direction, and how prices, dates and times are written.",
      ),
    ),
    title: v.pipe(f.text, v.description('Shown in the browser tab and in search results.')),
    description: v.pipe(f.sentences, v.description('A sentence or two on the site, for search results.')),
    socialDescription: v.pipe(f.sentences, v.description('Shown when the site is shared on social media.')),
    role: v.pipe(
      f.text,
      v.description("Above the author's name at the top of the page, and the author's job for search engines."),
    ),
    // How the site's words speak of the author where a language marks it ("Obrigada" or "Obrigado").
    pronoun: v.optional(
      v.pipe(
        v.picklist(['she', 'he', 'they'], 'expected she, he or they'),
        v.description(
          'Optional: where the site\'s language speaks of you by gender (Portuguese thanks with "Obrigada" or "Obrigado"). Without it, each language\'s neutral wording.',
        ),
      ),
    ),
    // The heading the books' reviews go under unless a review names its own `kind`: readers' when neither does.
    reviewKind: v.optional(
      v.pipe(
        f.reviewKind,
        v.description(
          "Optional: the heading the books' reviews go under unless a review names its own; else readers'.",
        ),
      ),
    ),
    currency: v.pipe(
      f.currencyCode,
      v.description(
        'The currency (ISO 4217, like USD) of a price written as the page shows it ("$14.99") or as a bare amount; a price may name its own, like "9.99 EUR".',
      ),
    ),
    // The store region the prerendered pages show first: readers whose browser names no other get it.
    region: v.optional(
      v.pipe(
        f.regionCode,
        v.description(
          'Optional: the country whose stores the pages show first, like US (without it, the one the language is most spoken in).',
        ),
      ),
    ),
    app: v.pipe(
      v.strictObject({
        name: v.pipe(f.text, v.description("The app's name in the install dialog.")),
        shortName: v.pipe(f.text, v.description('Its name under the icon on the home screen: a short one.')),
        description: v.pipe(f.text, v.description('A line on the app, in the install dialog.')),
        offlineReady: v.pipe(f.text, v.description('Said once the site is saved on the device for offline reading.')),
      }),
      v.description('The installed app (home-screen name, the app switcher, the install dialog).'),
    ),
    booksIntro: v.pipe(
      f.sentences,
      v.description(
        "One or two lines under the books section's heading (a single book heads its section itself: not shown then).",
      ),
    ),
    contactIntro: v.pipe(f.sentences, v.description("One or two lines under the contact section's heading.")),
    chat: v.pipe(
      v.strictObject({
        assistant: v.pipe(f.text, v.description("The assistant's name.")),
        greeting: v.pipe(f.text, v.description('Its first line.')),
        buying: v.pipe(f.sentences, v.description('Its answer to a question about buying.')),
        fallback: v.pipe(f.sentences, v.description('Its answer to a question it has no answer for.')),
      }),
      v.description('The chat on the home page.'),
    ),
    footer: v.pipe(
      v.strictObject({
        credit: v.pipe(f.text, v.description('Who made the site, on the "Powered by" line.')),
        link: v.pipe(f.webAddress, v.description("The web address the credit's name links to.")),
        agent: v.optional(
          v.pipe(
            footerContact,
            v.description('Optional: who speaks for the author to publishers: a name and an email, a url or both.'),
          ),
        ),
        rights: v.optional(
          v.pipe(footerContact, v.description('Optional: who sells the rights: a name and an email, a url or both.')),
        ),
        publicity: v.optional(
          v.pipe(
            footerContact,
            v.description('Optional: who speaks to the press: a name and an email, a url or both.'),
          ),
        ),
        privacy: v.optional(
          v.pipe(
            f.sentences,
            v.description(
              "Optional: your own privacy line, in place of the site's (which says the site sets no tracking cookies, and what the contact form and the newsletter keep). Write one if your site does more.",
            ),
          ),
        ),
      }),
      v.description('The footer: its credit line, the contacts for publishers and the press, your privacy line.'),
    ),
    newsletter: v.optional(
      v.pipe(
        newsletterSchema,
        v.description(
          'Optional: a newsletter sign-up with double opt-in (the reader confirms from a mail). Without it there is no form.',
        ),
      ),
    ),
    palette: v.pipe(
      v.strictObject({
        light: v.pipe(palette, v.description('The colours by day.')),
        dark: v.pipe(palette, v.description("The colours by night, when the reader's device is set to dark.")),
      }),
      v.description(
        'Colours as #rrggbb. Each text colour must be readable on its background (WCAG AA, 4.5:1); the build names any pair that falls short, and by how much.',
      ),
    ),
  }),
  v.transform(({ region, ...site }) => ({ ...site, region: region ?? languageRegion(site.language) })),
)
