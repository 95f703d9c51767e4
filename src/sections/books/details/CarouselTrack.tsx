import * as bookWords from 'virtual:words/books'
import * as words from 'virtual:words/details'
import type { PointerEventHandler } from 'react'
import type { Book } from '#src/content/content.ts'
import { fill } from '#src/content/words.ts'
import { Image } from '#src/ui/Image.tsx'
import { carouselLength } from './carousel-index.ts'

interface CarouselTrackProps {
  book: Pick<Book, 'title' | 'cover'>
  index: number
  onPointerDown: PointerEventHandler
  onPointerUp: PointerEventHandler
  onPointerCancel: PointerEventHandler
}

/** The slides sit side by side on one track; moving the track by whole widths slides. */
export function CarouselTrack({ book, index, ...swipe }: CarouselTrackProps) {
  return (
    <div {...swipe} className="touch-pan-y overflow-hidden rounded-xl shadow-lg">
      <div
        className="flex transition-transform duration-300 ease-out"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {Array.from({ length: carouselLength }, (_, slide) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the ARIA carousel pattern, not a form's fieldset
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its position
            key={slide}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(words.slide, { number: slide + 1, count: carouselLength })}
            aria-hidden={slide !== index}
            className="w-full shrink-0"
          >
            {/* Every slide is the cover. One image, so loading them all eagerly costs one request. */}
            <Image
              image={book.cover}
              alt={fill(bookWords.cover, { title: book.title })}
              priority
              sizes="(min-width: 768px) 22rem, 20rem"
            />
          </div>
        ))}
      </div>
    </div>
  )
}
