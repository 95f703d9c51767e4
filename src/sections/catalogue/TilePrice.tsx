import * as formatWords from 'virtual:words/formats'
import { useAtomValue } from 'jotai'
import type { Edition } from '#src/content/content.ts'
import { storeRegionAtom } from '#src/device/store-region.ts'
import { tileOffer } from './tile-offer.ts'

/**
 * "Paperback · £9.99": the format and price a tile offers, the site's region's as prerendered and the reader's once
 * the app runs. One line whatever its words, so a new price moves nothing.
 */
export function TilePrice({
  editions,
  format,
  className = '',
}: {
  editions: readonly Edition[]
  format: string
  className?: string
}) {
  const offer = tileOffer(editions, format, useAtomValue(storeRegionAtom), formatWords)
  return (
    <p className={`truncate text-sm font-semibold ${className}`}>
      {offer.format ? `${offer.format} · ${offer.price}` : offer.price}
    </p>
  )
}
