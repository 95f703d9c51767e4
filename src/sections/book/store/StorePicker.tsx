import { regionNames } from 'virtual:content/regions'
import * as words from 'virtual:words/store'
import { useSetAtom } from 'jotai'
import { ChevronDown } from 'lucide-react'
import { useRef } from 'react'
import { storeAnchor } from '#src/content/store-anchor.ts'
import { regions, storeRegionAtom } from '#src/device/store-region.ts'

/** "Store: United Kingdom" (each country named at build): which country's stores come first; shown when the stores name more than one. Each country is a link to its prerendered stores, so it works before the app's code; once it runs, the choice is remembered. */
export function StorePicker({ region, className = '' }: { region: string; className?: string }) {
  const setRegion = useSetAtom(storeRegionAtom)
  const details = useRef<HTMLDetailsElement>(null)
  if (regions.length < 2) return null
  return (
    <details ref={details} className={`group/picker relative text-sm ${className}`}>
      {/* The chevron says it opens, as a native select's would; it turns as the list opens. */}
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-line bg-surface ps-4 pe-3 [&::-webkit-details-marker]:hidden">
        {words.store} <span>{regionNames[region]}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open/picker:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <ul className="absolute z-40 mt-1 min-w-full rounded-2xl border border-line bg-surface py-1 shadow-lg">
        {regions.map((code) => (
          <li key={code}>
            <a
              href={`#${storeAnchor(code)}`}
              aria-current={code === region ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault()
                setRegion(code)
                if (details.current) details.current.open = false
              }}
              className={`flex min-h-11 items-center whitespace-nowrap px-4 ${code === region ? 'font-semibold' : ''}`}
            >
              {regionNames[code]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
