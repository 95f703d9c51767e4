import * as words from 'virtual:words/press'
import { useState } from 'react'
import { AfterHydration } from '#src/ui/AfterHydration.tsx'
import { buttonClass } from '#src/ui/button-styles.ts'

/**
 * Puts a biography on the clipboard in one tap. It needs the app, so it appears once the app runs; before, and
 * where the browser refuses the clipboard, the text above is there to select.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false)
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      // Refused (no permission, an insecure page): nothing was copied, and the text stays selectable.
      () => setCopied(false),
    )
  // The button's row is there from the first paint, empty until the app runs, so its coming moves nothing below.
  return (
    <div className="mt-4 flex min-h-11 items-center gap-3">
      <AfterHydration>
        <button type="button" onClick={() => void copy()} className={buttonClass('outline')}>
          {label}
        </button>
        <span role="status" className="text-sm text-muted">
          {copied ? words.copied : ''}
        </span>
      </AfterHydration>
    </div>
  )
}
