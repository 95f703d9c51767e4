import * as words from 'virtual:words/honeypot'
import type { Ref } from 'react'

/** Off-screen and out of the tab order: people never fill it, form-filling bots do. */
export function Honeypot({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
      <label>
        {words.label}
        <input ref={ref} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
