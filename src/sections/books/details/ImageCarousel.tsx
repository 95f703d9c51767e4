import * as words from 'virtual:words/details'
import { type KeyboardEvent, useState } from 'react'
import type { Book } from '#src/content/content.ts'
import { fill } from '#src/content/words.ts'
import { CarouselControls } from './CarouselControls.tsx'
import { CarouselTrack } from './CarouselTrack.tsx'
import { type CarouselMove, carouselLength, moveCarousel } from './carousel-index.ts'
import { useSwipe } from './use-swipe.ts'

const keyMoves: Readonly<Record<string, CarouselMove>> = { ArrowLeft: 'previous', ArrowRight: 'next' }

export function ImageCarousel({ book }: { book: Pick<Book, 'title' | 'cover'> }) {
  const [index, setIndex] = useState(0)
  const move = (step: CarouselMove) => setIndex((current) => moveCarousel(current, step))
  const swipe = useSwipe(move)

  function onKeyDown(event: KeyboardEvent) {
    const step = keyMoves[event.key]
    if (!step) return
    event.preventDefault()
    move(step)
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={fill(words.images, { title: book.title })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the arrow keys move the carousel
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="mx-auto w-full max-w-xs rounded-xl md:max-w-none"
    >
      <CarouselTrack book={book} index={index} {...swipe} />
      <CarouselControls index={index} onMove={move} />
      <p aria-live="polite" className="sr-only">
        {fill(words.image, { number: index + 1, count: carouselLength })}
      </p>
    </section>
  )
}
