import * as words from 'virtual:words/catalogue'
import * as formatWords from 'virtual:words/formats'
import { useAtomValue } from 'jotai'
import { createContext, useContext } from 'react'
import type { Edition } from '#src/content/content.ts'
import { storeRegionAtom } from '#src/device/store-region.ts'
import { LineParts } from './LineParts.tsx'
import { offerParts, tileOffer } from './tile-offer.ts'

/**
 * The format the reader filters the catalogue by, empty for none. A context, not a tile's prop: a format chosen
 * redraws each tile's price alone, not its link and cover.
 */
export const TileFormat = createContext('')

/**
 * "Paperback · £9.99": the format and price a tile offers (the format filtered by, else the first edition's), the
 * site's region's as prerendered and the reader's once the app runs. Never cut: where format and price overfill a
 * narrow tile ("Pré-encomenda · 16,99 €"), the price takes a line of its own, the dot with it (`LineParts`). A book
 * still to come says it is a pre-order when its edition names no format.
 */
export function TilePrice({
  editions,
  forthcoming,
  className = '',
}: {
  editions: readonly Edition[]
  forthcoming: boolean
  className?: string
}) {
  const preorder = forthcoming ? words.preorder : undefined
  const offer = tileOffer(editions, useContext(TileFormat), useAtomValue(storeRegionAtom), formatWords, preorder)
  return (
    <p className={`overflow-x-clip text-sm font-semibold ${className}`}>
      <LineParts parts={offerParts(offer)} />
    </p>
  )
}
