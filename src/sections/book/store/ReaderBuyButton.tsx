import { useAtomValue } from 'jotai'
import type { BuyLink } from '#src/content/content.ts'
import { firstStores, storesFor } from '#src/content/stores.ts'
import { regions, storeRegionAtom } from '#src/device/store-region.ts'
import { BuyButton } from '#src/sections/books/BuyButton.tsx'

/** The first store of these for the reader's country: the site's as prerendered, the reader's once the app runs. */
export function ReaderBuyButton({
  buy,
  forthcoming,
  className,
}: {
  buy: readonly BuyLink[]
  forthcoming?: boolean
  className?: string
}) {
  const region = useAtomValue(storeRegionAtom)
  return (
    <BuyButton
      link={storesFor(buy, region)[0]}
      alternatives={firstStores(buy, regions)}
      forthcoming={forthcoming}
      className={className}
    />
  )
}
