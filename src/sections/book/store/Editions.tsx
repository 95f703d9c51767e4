import * as formatWords from 'virtual:words/formats'
import * as words from 'virtual:words/store'
import { useAtomValue } from 'jotai'
import { ExternalLink } from 'lucide-react'
import { formatLabel, isAudiobook } from '#src/content/book-format.ts'
import type { Edition } from '#src/content/content.ts'
import { storesFor } from '#src/content/stores.ts'
import { storeRegionAtom } from '#src/device/store-region.ts'
import { DetailsSection, type TitleLevel } from '#src/sections/books/details/DetailsSection.tsx'
import { textLinkClass } from '#src/ui/link-styles.ts'

// What the content says of an edition besides its stores, in the order a reader looks for them.
const facts = (edition: Edition) =>
  (
    [
      [words.isbn, edition.isbn],
      [words.publisher, edition.publisher],
      [words.narrator, edition.narrator],
      [isAudiobook(edition.format) ? words.duration : words.length, edition.length],
    ] as [string, string | undefined][]
  ).filter((fact): fact is [string, string] => fact[1] !== undefined)

/** Every edition with its details and all its stores, the reader's region's first; only for books whose editions have formats. */
export function Editions({ editions, level, id }: { editions: readonly Edition[]; level: TitleLevel; id?: string }) {
  const region = useAtomValue(storeRegionAtom)
  if (!editions.some((edition) => edition.format)) return null
  const Heading = level === 1 ? 'h3' : 'h4'
  return (
    <div id={id}>
      <DetailsSection title={words.editions} level={level}>
        <ul className="space-y-5">
          {editions.map((edition, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: editions keep their order; two may share a format
            <li key={index}>
              <Heading className="font-semibold">{edition.format && formatLabel(edition.format, formatWords)}</Heading>
              {/* The labels' column as wide in every edition (the longest label in any language fits it): one edge for the values. */}
              <dl className="mt-1 grid grid-cols-[minmax(6.5rem,auto)_1fr] gap-x-3 text-sm text-muted">
                {facts(edition).map(([name, value]) => (
                  <div key={name} className="contents">
                    <dt>{name}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <ul className="mt-2 text-sm">
                {storesFor(edition.buy, region).map((link) => (
                  // The whole row is the store's link: 44 px tall, its price and country never apart from its name.
                  <li key={link.url}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 max-w-full items-center gap-2 whitespace-nowrap"
                    >
                      <span className={textLinkClass}>{link.retailer}</span>
                      {link.price && <span>{link.price.text}</span>}
                      {/* A store for every country names none, a pre-order's may have no price yet: no empty part, no double gap. */}
                      {link.where && <span className="truncate text-muted">{link.where}</span>}
                      <ExternalLink aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </DetailsSection>
    </div>
  )
}
