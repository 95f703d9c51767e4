import { regionNames } from 'virtual:content/regions'
import * as catalogueWords from 'virtual:words/catalogue'
import * as formatWords from 'virtual:words/formats'
import * as words from 'virtual:words/store'
import { useAtomValue } from 'jotai'
import { ExternalLink } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { formatLabel } from '#src/content/book-format.ts'
import type { BuyLink, Edition } from '#src/content/content.ts'
import { storeAnchor } from '#src/content/store-anchor.ts'
import { type ChoicePrice, choicePrices, firstStores, regionStores } from '#src/content/stores.ts'
import { regionKnownAtom, regions, storeRegionAtom } from '#src/device/store-region.ts'
import { BuyButton } from '#src/sections/books/BuyButton.tsx'
import { choiceLine, countrySeparator } from './choice-line.ts'
import { StorePicker } from './StorePicker.tsx'

interface EditionChoiceProps {
  editions: readonly Edition[]
  /** The book is not out yet: its stores take pre-orders. */
  forthcoming: boolean
  id?: string
  /** Set beside the reader's Buy: the book's sample, where the place offers it. */
  sample?: ReactNode
  className?: string
}

/**
 * The reader's format, then one Buy at the reader's first store for it, the format's other stores as a quiet
 * list after it. The format is a native radio group and CSS shows its edition's stores, so the choice works
 * before the app's code; a region's choice changes the Buy's words and lists only that region's other stores.
 */
export function EditionChoice({ editions, forthcoming, id, sample, className = '' }: EditionChoiceProps) {
  const region = useAtomValue(storeRegionAtom)
  const known = useAtomValue(regionKnownAtom)
  const name = useId()
  // As prerendered, every region's block is in the page, the site's shown: a picked region's anchor shows its own (:target).
  const shown = known ? [region] : regions
  // A choice needs two editions, each with a format to name it; else every edition's stores show, one under another.
  const choice = editions.length > 1 && editions.every((edition) => edition.format)
  const buys = editions.map((edition) => edition.buy)
  // What each edition's Buy may name in any region; with a choice of format, any format's, as the one Buy's place shows each.
  const firsts = buys.map((links) => firstStores(links, regions))
  return (
    <div id={id} className={`[&:has(>:target)>:not(:target)]:hidden ${className}`}>
      {shown.map((code) => {
        // Each format's line under its name: its price, another country's with that country, or why there is none.
        const prices = choicePrices(buys, code)
        return (
          <div
            // The shown block keeps its key as the region becomes known or changes, so a format chosen stays chosen.
            key={code === region ? 'shown' : code}
            id={known ? undefined : storeAnchor(code)}
            className={`${code === region ? 'block' : 'hidden target:block'}`}
          >
            {choice ? (
              <fieldset className={`grid gap-2 ${columns(editions.length)}`}>
                <legend className="sr-only">{catalogueWords.format}</legend>
                {editions.map((edition, index) => {
                  const { first, others } = regionStores(buys, index, code)
                  return (
                    // The radio's label and its edition's stores side by side in the source, for `group-has-checked`;
                    // `order` sets every label in the first rows, the chosen edition's stores after them.
                    // biome-ignore lint/suspicious/noArrayIndexKey: editions keep their order; two may share a format
                    <div key={index} className="group contents">
                      <label className="relative flex min-h-14 cursor-pointer flex-col items-center justify-center rounded-xl border border-line bg-surface px-2 py-1.5 text-center text-sm leading-tight has-checked:border-button has-checked:bg-button has-checked:text-on-button has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent">
                        <input
                          type="radio"
                          name={`${name}-${code}`}
                          value={index}
                          defaultChecked={index === 0}
                          // The whole segment is the radio: a tap anywhere on it, and its size, are the radio's.
                          className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-xl"
                        />
                        <span className="font-semibold">{formatLabel(edition.format ?? '', formatWords)}</span>{' '}
                        <PriceLine price={prices[index]} region={code} forthcoming={forthcoming} />
                      </label>
                      <Stores
                        alternatives={firsts.flat()}
                        first={first}
                        others={others}
                        forthcoming={forthcoming}
                        sample={sample}
                        className="order-1 col-span-full mt-2 hidden group-has-checked:flex"
                      />
                    </div>
                  )
                })}
              </fieldset>
            ) : (
              <div className="space-y-4">
                {editions.map((edition, index) => {
                  const { first, others } = regionStores(buys, index, code)
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: editions keep their order; two may share a format
                    <div key={index} className="grid gap-1">
                      {edition.format && (
                        <span className="text-sm font-semibold">{formatLabel(edition.format, formatWords)}</span>
                      )}
                      <Stores
                        alternatives={firsts[index]}
                        first={first}
                        others={others}
                        forthcoming={forthcoming}
                        sample={index === 0 ? sample : undefined}
                        className="flex"
                      />
                    </div>
                  )
                })}
              </div>
            )}
            <StorePicker region={code} className="mt-3" />
          </div>
        )
      })}
    </div>
  )
}

/**
 * A format's second line, never empty: "£3.79"; "€11.50 · PT", another country's store (named in full for a hover);
 * else, muted, why no price. Muted on the tile's paper; on the chosen tile's fill, the fill's own text colour.
 */
function PriceLine({ price, region, forthcoming }: { price: ChoicePrice; region: string; forthcoming: boolean }) {
  const line = choiceLine(
    price,
    { regionName: regionNames[region], forthcoming },
    { ...words, preorder: catalogueWords.preorder },
  )
  // A price keeps to one line; the muted words wrap in a narrow tile.
  return (
    <span data-price="" className={line.muted ? 'text-muted peer-checked:text-on-button' : 'whitespace-nowrap'}>
      {line.text}
      {line.country && (
        <>
          {countrySeparator}
          <abbr title={regionNames[line.country]} className="no-underline">
            {line.country}
          </abbr>
        </>
      )}
    </span>
  )
}

// The formats share one row, the stores' row spanning it; four pair up on a phone, more take three a row.
const columns = (count: number) =>
  count === 2 ? 'grid-cols-2' : count === 4 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3'

interface StoresProps {
  /** The stores the Buy may name instead (BuyButton's). */
  alternatives: readonly BuyLink[]
  first: BuyLink
  others: readonly BuyLink[]
  forthcoming: boolean
  sample: ReactNode
  className: string
}

/** One edition's stores: the reader's first as the filled Buy with the sample beside it, then the rest, quiet. */
function Stores({ alternatives, first, others, forthcoming, sample, className }: StoresProps) {
  const othersId = useId()
  return (
    <div className={`flex-col gap-3 ${className}`}>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <BuyButton
          link={first}
          alternatives={alternatives}
          forthcoming={forthcoming}
          className="w-full min-w-0 sm:w-auto"
        />
        {sample}
      </div>
      {others.length > 0 && (
        // One store a line, the label a column beside them; a single store follows the label as words do.
        <div className={`flex items-start text-sm text-muted ${others.length > 1 ? 'gap-x-4' : 'gap-x-1'}`}>
          <span id={othersId} className="flex min-h-11 shrink-0 items-center">
            {words.alsoAt}
          </span>
          <ul aria-labelledby={othersId} className="min-w-0">
            {others.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 max-w-full items-center gap-1.5 whitespace-nowrap text-ink underline decoration-line underline-offset-4 hover:text-accent hover:decoration-current"
                >
                  {link.retailer}
                  <span className="text-muted">{link.price?.text}</span>
                  <ExternalLink aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
