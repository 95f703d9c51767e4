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

// A filled button's own colours, both or neither: without them it is filled with the accent, as links are set in it.
const palette = v.pipe(
  v.strictObject({
    ...(Object.fromEntries(colours.map((name) => [name, f.hexColour])) as Record<Colour, typeof f.hexColour>),
    button: v.optional(f.hexColour),
    'on-button': v.optional(f.hexColour),
  }),
  v.check(
    (theme) => (theme.button === undefined) === (theme['on-button'] === undefined),
    'give button and on-button together, or neither',
  ),
)

// Who speaks for the author in the footer (an agent, rights, publicity): a name or agency, and an email or a web address.
const footerContact = v.pipe(
  v.strictObject({ name: f.text, email: v.optional(f.emailAddress), url: v.optional(f.webAddress) }),
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
    url: f.webAddress,
    language: f.languageTag,
    title: f.text,
    description: f.text,
    socialDescription: f.text,
    role: f.text,
    // How the site's words speak of the author where a language marks it ("Obrigada" or "Obrigado").
    pronoun: v.optional(v.picklist(['she', 'he', 'they'], 'expected she, he or they')),
    // The heading the books' reviews go under unless a review names its own `kind`: readers' when neither does.
    reviewKind: v.optional(f.reviewKind),
    currency: f.currencyCode,
    // The store region the prerendered pages show first: readers whose browser names no other get it.
    region: v.optional(f.regionCode),
    app: v.strictObject({ name: f.text, shortName: f.text, description: f.text, offlineReady: f.text }),
    booksIntro: f.text,
    contactIntro: f.text,
    chat: v.strictObject({ assistant: f.text, greeting: f.text, buying: f.text, fallback: f.text }),
    footer: v.strictObject({
      credit: f.text,
      link: f.webAddress,
      agent: v.optional(footerContact),
      rights: v.optional(footerContact),
      publicity: v.optional(footerContact),
      // The author's own privacy line, in place of the site's words for it.
      privacy: v.optional(f.text),
    }),
    newsletter: v.optional(newsletterSchema),
    palette: v.strictObject({ light: palette, dark: palette }),
  }),
  v.transform(({ region, ...site }) => ({ ...site, region: region ?? languageRegion(site.language) })),
)
