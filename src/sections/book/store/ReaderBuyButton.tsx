import { useAtomValue } from 'jotai'
import type { BuyLink } from '#src/content/content.ts'
import { storesFor } from '#src/content/stores.ts'
import { storeRegionAtom } from '#src/device/store-region.ts'
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
  return <BuyButton link={storesFor(buy, region)[0]} forthcoming={forthcoming} className={className} />
}
