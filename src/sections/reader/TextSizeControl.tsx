import * as words from 'virtual:words/reader'
import { AArrowDown, AArrowUp } from 'lucide-react'
import { useState } from 'react'
import { fill } from '#src/content/words.ts'
import { LARGEST_TEXT_SIZE, SMALLEST_TEXT_SIZE, stepTextSize, type TextSize } from '#src/device/text-size.ts'
import { buttonClass } from '#src/ui/button-styles.ts'
import { applyTextSize, currentTextSize } from './text-size-document.ts'

const stepButton = buttonClass('outline', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50', 'icon')

/**
 * Smaller and larger, with the step shown between them. At either end the button stays focusable
 * (aria-disabled, not disabled), so a keyboard reader's focus never drops to the page.
 */
export function TextSizeControl() {
  const [size, setSize] = useState<TextSize>(currentTextSize)
  const step = (direction: -1 | 1) => {
    const next = stepTextSize(size, direction)
    applyTextSize(next)
    setSize(next)
  }
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{words.textSize}</legend>
      <button
        type="button"
        aria-label={words.smaller}
        aria-disabled={size === SMALLEST_TEXT_SIZE}
        onClick={() => step(-1)}
        className={stepButton}
      >
        <AArrowDown aria-hidden="true" className="size-5" />
      </button>
      <output aria-live="polite" className="min-w-16 text-center text-sm text-muted">
        <span className="sr-only">{words.textSize} </span>
        {fill(words.size, { size, largest: LARGEST_TEXT_SIZE })}
      </output>
      <button
        type="button"
        aria-label={words.larger}
        aria-disabled={size === LARGEST_TEXT_SIZE}
        onClick={() => step(1)}
        className={stepButton}
      >
        <AArrowUp aria-hidden="true" className="size-5" />
      </button>
    </fieldset>
  )
}
