import { site } from 'virtual:content/site'
import * as words from 'virtual:words/store'
import { useAtom } from 'jotai'
import { useId } from 'react'
import { regions, storeRegionAtom } from './store-region.ts'

const regionName = new Intl.DisplayNames([site.language], { type: 'region' })

/** "Store: United Kingdom": which country's stores come first; shown when the stores name more than one. */
export function StorePicker({ className = '' }: { className?: string }) {
  const [region, setRegion] = useAtom(storeRegionAtom)
  const id = useId()
  if (regions.length < 2) return null
  return (
    <p className={`flex items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id}>{words.store}</label>
      <select
        id={id}
        value={region}
        onChange={(event) => setRegion(event.target.value)}
        className="min-h-11 rounded-full border border-line bg-surface px-3"
      >
        {regions.map((code) => (
          <option key={code} value={code}>
            {regionName.of(code)}
          </option>
        ))}
      </select>
    </p>
  )
}
