import { regionNames } from 'virtual:content/regions'
import * as words from 'virtual:words/store'
import { useAtomValue, useSetAtom } from 'jotai'
import { ChevronDown } from 'lucide-react'
import { useRef } from 'react'
import { storeAnchor } from '#src/content/store-anchor.ts'
import { regionKnownAtom, regions, storeRegionAtom } from '#src/device/store-region.ts'

/**
 * "Store: United Kingdom" (each country named at build): which country's stores come first; shown when the stores
 * name more than one. As prerendered, each country is a link to its stores' block, so it works before the app's code;
 * once the app knows the reader's region those blocks are gone, so each is a button, and the choice is remembered.
 */
export function StorePicker({ region, className = '' }: { region: string; className?: string }) {
  const setRegion = useSetAtom(storeRegionAtom)
  const known = useAtomValue(regionKnownAtom)
  const details = useRef<HTMLDetailsElement>(null)
  if (regions.length < 2) return null
  // The list closes on a choice: the focus goes back to what opened it, not to the page's start.
  const choose = (code: string) => {
    setRegion(code)
    if (!details.current) return
    details.current.open = false
    details.current.querySelector('summary')?.focus()
  }
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
        {regions.map((code) => {
          const current = code === region ? 'true' : undefined
          const look = `flex min-h-11 w-full cursor-pointer items-center whitespace-nowrap px-4 text-start ${code === region ? 'font-semibold' : ''}`
          return (
            <li key={code}>
              {known ? (
                <button type="button" aria-current={current} onClick={() => choose(code)} className={look}>
                  {regionNames[code]}
                </button>
              ) : (
                <a
                  href={`#${storeAnchor(code)}`}
                  aria-current={current}
                  onClick={(event) => {
                    event.preventDefault()
                    choose(code)
                  }}
                  className={look}
                >
                  {regionNames[code]}
                </a>
              )}
            </li>
          )
        })}
      </ul>
    </details>
  )
}
