import { author } from 'virtual:content/author'
import { copyrightYear, newsletterOn, pressOn, site } from 'virtual:content/site'
import * as words from 'virtual:words/footer'
import { Link } from '@tanstack/react-router'
import { type Ref, useId } from 'react'
import { sentenceOf } from '#src/content/held-words.ts'
import { pressPath } from '#src/content/prerendered-page.ts'
import { fill } from '#src/content/words.ts'
import { HeaderLinks } from '#src/sections/site-header/HeaderLinks.tsx'
import { Filled } from '#src/ui/Filled.tsx'
import { tapTargetClass } from '#src/ui/link-styles.ts'
import { pageColumn } from '#src/ui/page-column.ts'
import { ContactList } from './ContactList.tsx'
import { footerContacts, privacyLine } from './footer-parts.ts'

const label = 'mb-1 font-semibold text-ink'
const link = `${tapTargetClass} min-w-11 underline-offset-4 hover:text-accent hover:underline`
// From lg the groups stand side by side; the small print's rows keep their edges, the credit on the last group's.
const columns = 'lg:grid-cols-[1.3fr_1fr_1fr_1.5fr] lg:gap-x-8'

/**
 * Every page's end: the author, the header's links again for a reader who has scrolled past it, the
 * author's profiles, who speaks for the author, what the site keeps of a reader, and the credit.
 * Parts the content leaves out take no room. Labels, not headings: the pages' outlines stay their own.
 * The press kit lists the contacts itself, right above: there the footer leaves them (and its own link) out.
 */
export function Footer({ contacts: withContacts = true, ref }: { contacts?: boolean; ref?: Ref<HTMLElement> }) {
  const exploreId = useId()
  const contacts = footerContacts(site.footer)
  const [creditLead, creditSentence] = sentenceOf(words.credit, 'credit')
  const credit = {
    year: copyrightYear,
    name: author.name,
    credit: (
      <a
        href={site.footer.link}
        target="_blank"
        rel="noopener noreferrer"
        className={`${tapTargetClass} underline underline-offset-4 hover:text-accent`}
      >
        {site.footer.credit}
      </a>
    ),
  }
  return (
    // The bottom padding is the floating theme and chat buttons' room at the page's end, under the last line: taller
    // than their band (src/widgets/floating-corner), which they keep out of while a line is in it. On a phone the
    // header's links stand two by two, the profiles beside them, and the small print is small: the footer is about a
    // screen tall.
    <footer ref={ref} className="border-t border-line bg-surface px-6 pt-8 pb-20 text-sm text-muted lg:pt-12 lg:pb-28">
      <div className={`${pageColumn} grid grid-cols-[1fr_1fr_auto] gap-x-5 gap-y-6 ${columns}`}>
        <div className="col-span-3 lg:col-span-1">
          <p className="font-serif text-2xl font-semibold text-ink">{author.name}</p>
          <p className="mt-1">{site.role}</p>
        </div>
        <nav aria-labelledby={exploreId} className="col-span-2 lg:col-span-1">
          <p id={exploreId} className={label}>
            {words.explore}
          </p>
          <HeaderLinks className="grid grid-cols-2 justify-items-start gap-x-5 lg:grid-cols-1" linkClassName={link} />
        </nav>
        {author.social.length > 0 && (
          <div>
            <p className={label}>{fill(words.profiles, { name: author.firstName })}</p>
            <ul className="grid justify-items-start">
              {author.social.map((profile) => (
                <li key={profile.url}>
                  {/* rel="me": the profile and the site vouch for each other (Mastodon's and Bluesky's checks read it). */}
                  <a
                    href={profile.url}
                    rel="me"
                    aria-label={fill(words.profile, { name: author.name, site: profile.label })}
                    className={link}
                  >
                    {profile.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {/* The press kit's link sits with those who speak for the author, where a journalist looks for them. */}
        {withContacts && (contacts.length > 0 || pressOn) && (
          <div className="col-span-3 lg:col-span-1">
            <p className={label}>{words.contacts}</p>
            {/* In the rhythm of the footer's other groups: a row as tall as a link's for each role over its name, then one
                for each link; no gap of its own between them. From lg, where the groups stand side by side, the role has
                a row of its own, its words at its foot over the name, and the name a row centred as a link's words are:
                every line of words a link's height after the last (the name's came 30 px after its role's, 42 before the
                next link); a phone keeps the shorter rows, its footer a screen tall. */}
            <ContactList
              contacts={contacts}
              className="grid"
              entryClassName="flex flex-wrap gap-x-5 lg:block"
              roleClassName="w-full pt-2 text-xs font-semibold text-ink lg:pt-7"
              nameClassName="lg:py-3"
              linkClassName={link}
            />
            {pressOn && (
              <Link to={pressPath} className={link}>
                {words.press}
              </Link>
            )}
          </div>
        )}
      </div>
      {/* The credit's line on the privacy words' last line, not centred against them. */}
      <div className={`${pageColumn} mt-10 grid gap-y-3 border-t border-line pt-6 ${columns} lg:items-baseline-last`}>
        {/* Small print on a phone, its title run in: every word kept, in a few quiet lines. */}
        <div className="max-w-prose text-xs lg:col-span-3 lg:text-sm">
          <p className={`${label} inline lg:block`}>{words.privacyTitle}</p>{' '}
          <p className="inline lg:block">
            {privacyLine(site.footer.privacy, words, author.firstName, newsletterOn.length > 0)}
          </p>
        </div>
        <p className="text-xs lg:text-sm">
          <Filled word={creditLead} values={credit} />
          {/* "Powered by" and the studio's name on one line. */}
          <span className="whitespace-nowrap">
            <Filled word={creditSentence} values={credit} />
          </span>
        </p>
      </div>
    </footer>
  )
}
