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
 * On a phone, the chosen format's store and a way to the others stay at hand while the reader scrolls the article. It
 * is drawn over the page and takes no room of its own, so showing it never changes the page's height and the page's
 * next section follows the article at the usual gap; it steps away once the article's end comes up, covering nothing
 * there (decision 0100).
 */
export function BuyBar({ editions, forthcoming, choiceId, editionsId }: BuyBarProps) {
  const [choiceAbove, setChoiceAbove] = useState(false)
  const [endBelow, setEndBelow] = useState(true)
  const [chosen, setChosen] = useState(0)
  const bar = useRef<HTMLDivElement>(null)
  const end = useRef<HTMLDivElement>(null)
  const away = choiceAbove && endBelow
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
      setChoiceAbove(!entry.isIntersecting && entry.boundingClientRect.bottom < 0),
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
  useEffect(() => {
    const element = end.current
    if (!element) return
    const observer = new IntersectionObserver(([entry]) =>
      setEndBelow(!entry.isIntersecting && entry.boundingClientRect.top > 0),
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <>
      {/* The article's end: from where it shows, the editions list above it has every store. */}
      <div ref={end} />
      <div
        ref={bar}
        data-buy-bar=""
        data-shown={away || undefined}
        className={`fixed inset-x-0 bottom-0 z-10 flex items-center gap-3 border-t border-line bg-paper/95 px-4 py-2 transition-[opacity,visibility] duration-200 md:hidden ${away ? '' : 'invisible opacity-0'}`}
      >
        <ReaderBuyButton buy={editions[chosen].buy} forthcoming={forthcoming} className="min-w-0 flex-1" />
        {editionsId && (
          <a href={`#${editionsId}`} className={buttonClass('outline', 'shrink-0')}>
            {words.editions}
          </a>
        )}
      </div>
    </>
  )
}
