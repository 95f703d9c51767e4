import * as words from 'virtual:words/reader'
import { AArrowDown, AArrowUp } from 'lucide-react'
import { useState } from 'react'
import { fill } from '#src/content/words.ts'
import { LARGEST_TEXT_SIZE, SMALLEST_TEXT_SIZE, stepTextSize, type TextSize } from '#src/device/text-size.ts'
import { buttonClass } from '#src/ui/button-styles.ts'
import { applyTextSize, currentTextSize } from './text-size-document.ts'

const stepButton = buttonClass('outline', 'aria-disabled:cursor-not-allowed aria-disabled:opacity-50', 'icon')
const steps = Array.from({ length: LARGEST_TEXT_SIZE }, (_, index) => index + 1)

/**
 * Smaller and larger, with the size between them: its name over a row of dots that grow from the smallest step to
 * the largest, those up to the reader's filled, so it reads as a size and not as a page count. At either end the
 * button stays focusable (aria-disabled, not disabled), so a keyboard reader's focus never drops to the page.
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
      {/* On one line in every language (in a box 5 rem wide Portuguese's "Tamanho do texto" broke between the buttons);
          each locale's word is short enough to leave the way back its one line at 360 px. */}
      <div className="grid justify-items-center gap-1 text-center text-xs leading-tight whitespace-nowrap text-muted">
        {/* The legend's words, seen; read once, as the legend. */}
        <span aria-hidden="true">{words.textSize}</span>
        <output aria-live="polite" className="flex items-center gap-1">
          <span className="sr-only">
            {words.textSize} {fill(words.size, { size, largest: LARGEST_TEXT_SIZE })}
          </span>
          {steps.map((dot) => (
            <span
              key={dot}
              aria-hidden="true"
              style={{ width: 4 + dot, height: 4 + dot }}
              className={`rounded-full border border-current ${dot <= size ? 'bg-current text-ink' : ''}`}
            />
          ))}
        </output>
      </div>
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
