import { author } from 'virtual:content/author'
import { press } from 'virtual:content/press'
import { site } from 'virtual:content/site'
import * as words from 'virtual:words/press'
import type { ReactNode } from 'react'
import { fill } from '#src/content/words.ts'
import { ContactList } from '#src/sections/footer/ContactList.tsx'
import { footerContacts } from '#src/sections/footer/footer-parts.ts'
import { Filled } from '#src/ui/Filled.tsx'
import { tapTargetClass, textLinkClass } from '#src/ui/link-styles.ts'
import { pageColumn, textColumn } from '#src/ui/page-column.ts'
import { ledeClass, proseClass } from '#src/ui/prose-styles.ts'
import { CopyButton } from './CopyButton.tsx'
import { plainText } from './download-label.ts'
import { PressDownloads, PressTile } from './PressDownloads.tsx'

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-14 border-t border-line pt-10">
      <h2 id={id} className="mb-6 text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * The press kit (content/press.md): the two biographies to copy, the portrait, photos and covers at full size,
 * the quotes the author chose from the books' reviews, and who speaks for her, from the footer's own list.
 */
export function PressKit() {
  // The route exists only with press.md (src/app/router.tsx).
  if (!press) return null
  const contacts = footerContacts(site.footer)
  // The portrait comes first (tooling/content/press-kit.ts), then the photos and the covers.
  const [portrait, ...files] = press.downloads
  const photos = files.filter((file) => file.what === 'photo')
  const covers = files.filter((file) => file.what === 'cover')
  return (
    <article aria-labelledby="press-heading" className={pageColumn}>
      {/* From lg up the author's face sits beside the biographies, on the first screen; on a phone, right after the short
          one, where a journalist meets it, not after both. */}
      {/* The biographies' column is the text's measure, their rules with it: the short one's lede and the long one's
          prose end at one right edge. */}
      <div className="grid gap-x-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
        <div className={textColumn}>
          <h1 id="press-heading" className="mb-4 text-4xl font-semibold">
            {words.heading}
          </h1>
          <p className="text-muted">{fill(words.intro, { name: author.name })}</p>
          <Part id="press-short" title={words.shortBio}>
            <p className={ledeClass}>
              {press.shortBioParts.map((part, index) =>
                // The parts never move: their place is their key.
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text's runs, in order
                part.title ? <cite key={index}>{part.text}</cite> : part.text,
              )}
            </p>
            <CopyButton text={press.shortBio} label={words.copyShort} />
          </Part>
        </div>
        {/* Sticky below the site's header (itself sticky on a wide screen) while the long biography scrolls by. */}
        <div className="mt-14 max-w-sm lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0">
          <PressTile download={portrait} sizes="(min-width: 1024px) 22rem, (min-width: 640px) 24rem, 90vw" />
        </div>
        <div className={textColumn}>
          <Part id="press-long" title={words.longBio}>
            <div
              className={`space-y-4 ${proseClass}`}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the author's own Markdown, made HTML at build
              dangerouslySetInnerHTML={{ __html: press.longBio.html }}
            />
            <CopyButton text={plainText(press.longBio.paragraphs)} label={words.copyLong} />
          </Part>
        </div>
      </div>
      {photos.length > 0 && (
        <Part id="press-photos" title={words.photos}>
          <PressDownloads downloads={photos} kind="photo" />
        </Part>
      )}
      <Part id="press-covers" title={words.covers}>
        <PressDownloads downloads={covers} kind="cover" />
      </Part>
      {press.quotes.length > 0 && (
        <Part id="press-quotes" title={words.quotes}>
          <ul className="grid gap-6 md:grid-cols-2">
            {press.quotes.map((quote) => (
              <li key={`${quote.title}:${quote.source}`}>
                <figure className="border-s-4 border-gold ps-4">
                  <blockquote className="font-quote text-xl text-ink italic">“{quote.quote}”</blockquote>
                  <figcaption className="mt-2 text-sm text-muted">
                    —{' '}
                    <Filled word={words.quoteOn} values={{ source: quote.source, title: <cite>{quote.title}</cite> }} />
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Part>
      )}
      {contacts.length > 0 && (
        <Part id="press-contacts" title={words.contacts}>
          <ContactList
            contacts={contacts}
            className="grid gap-y-3"
            roleClassName="mb-1 font-semibold text-ink"
            linkClassName={`${tapTargetClass} ${textLinkClass}`}
          />
        </Part>
      )}
    </article>
  )
}
