import * as formatWords from 'virtual:words/formats'
import { useAtomValue } from 'jotai'
import { formatLabel } from '#src/content/book-format.ts'
import type { Edition } from '#src/content/content.ts'
import { storeAnchor } from '#src/content/store-anchor.ts'
import { storesFor } from '#src/content/stores.ts'
import { regionKnownAtom, regions, storeRegionAtom } from '#src/device/store-region.ts'
import { BuyButton } from '#src/sections/books/BuyButton.tsx'
import { StorePicker } from './StorePicker.tsx'

interface EditionChoiceProps {
  editions: readonly Edition[]
  id?: string
  className?: string
}

/** One row per edition: its format and the reader's first store; a region's choice changes words, never the rows' size. */
export function EditionChoice({ editions, id, className = '' }: EditionChoiceProps) {
  const region = useAtomValue(storeRegionAtom)
  const known = useAtomValue(regionKnownAtom)
  // As prerendered, every region's rows are in the page, the site's shown: a picked region's anchor shows its own (:target).
  const shown = known ? [region] : regions
  return (
    <div id={id} className={`flex flex-col gap-3 [&:has(>:target)>:not(:target)]:hidden ${className}`}>
      {shown.map((code) => (
        <div
          key={code}
          id={known ? undefined : storeAnchor(code)}
          className={code === region ? 'contents' : 'hidden target:contents'}
        >
          <ul className="space-y-2">
            {editions.map((edition, index) => (
              // On a phone the format stands above its button, so the button has the row's width.
              // biome-ignore lint/suspicious/noArrayIndexKey: editions keep their order; two may share a format
              <li key={index} className="grid gap-1 sm:flex sm:items-center sm:gap-3">
                {edition.format && (
                  <span className="text-sm font-semibold sm:w-24 sm:shrink-0">
                    {formatLabel(edition.format, formatWords)}
                  </span>
                )}
                <BuyButton link={storesFor(edition.buy, code)[0]} className="w-full min-w-0 sm:w-auto" />
              </li>
            ))}
          </ul>
          <StorePicker region={code} />
        </div>
      ))}
    </div>
  )
}
