import * as words from 'virtual:words/store'
import { useEffect, useRef, useState } from 'react'
import type { Edition } from '#src/content/content.ts'
import { buttonClass } from '#src/ui/button-styles.ts'
import { ReaderBuyButton } from './ReaderBuyButton.tsx'

interface BuyBarProps {
  editions: readonly Edition[]
  forthcoming: boolean
  /** The edition choice under the title: the bar shows once it has scrolled away. */
  choiceId: string
  /** The full list of editions, when the page has one. */
  editionsId?: string
}

/**
 * On a phone, the chosen format's store and a way to the others stay at hand while the reader scrolls; at the article's
 * end it takes its own room, covering nothing. The room is kept while it waits unseen: showing it never changes the page's height.
 */
export function BuyBar({ editions, forthcoming, choiceId, editionsId }: BuyBarProps) {
  const [away, setAway] = useState(false)
  const [chosen, setChosen] = useState(0)
  const bar = useRef<HTMLDivElement>(null)
  // Its height for the theme button, which rises above it (ThemeToggle.tsx): a long store's name takes two lines.
  useEffect(() => {
    const element = bar.current
    if (!element) return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() => root.setProperty('--buy-bar-height', `${element.offsetHeight}px`))
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.removeProperty('--buy-bar-height')
    }
  }, [])
  useEffect(() => {
    const choice = document.getElementById(choiceId)
    if (!choice) return
    const observer = new IntersectionObserver(([entry]) =>
      setAway(!entry.isIntersecting && entry.boundingClientRect.bottom < 0),
    )
    observer.observe(choice)
    // The format is the choice's native radios (chosen perhaps before the app ran): the bar reads it from them.
    const read = () => {
      const checked = [...choice.querySelectorAll<HTMLInputElement>('input:checked')].find((input) =>
        input.checkVisibility(),
      )
      setChosen(checked ? Number(checked.value) : 0)
    }
    read()
    choice.addEventListener('change', read)
    return () => {
      observer.disconnect()
      choice.removeEventListener('change', read)
    }
  }, [choiceId])
  return (
    <div
      ref={bar}
      data-buy-bar=""
      data-shown={away || undefined}
      className={`sticky bottom-0 z-10 -mx-4 mt-6 flex items-center gap-3 border-t border-line bg-paper/95 px-4 py-2 md:hidden ${away ? '' : 'invisible'}`}
    >
      <ReaderBuyButton buy={editions[chosen].buy} forthcoming={forthcoming} className="min-w-0 flex-1" />
      {editionsId && (
        <a href={`#${editionsId}`} className={buttonClass('outline', 'shrink-0')}>
          {words.editions}
        </a>
      )}
    </div>
  )
}
