import * as bookWords from 'virtual:words/books'
import * as words from 'virtual:words/details'
import { type CSSProperties, type KeyboardEvent, useState } from 'react'
import type { Book } from '#src/content/content.ts'
import { fill } from '#src/content/words.ts'
import { carriedCover } from '#src/ui/carried-cover.ts'
import { Image } from '#src/ui/Image.tsx'
import { layoutWidth } from '#src/ui/layout-width.ts'
import { isRightToLeft } from '#src/ui/text-direction.ts'
import { arrowKeyMove } from './arrow-keys.ts'
import { CarouselControls } from './CarouselControls.tsx'
import { CarouselTrack } from './CarouselTrack.tsx'
import { type CarouselMove, moveCarousel } from './carousel-index.ts'
import { carouselSlides } from './carousel-slides.ts'
import { useSwipe } from './use-swipe.ts'

// No wider than its images are made for: a book's page's column is 394 px at 1280 wide (carousel-sizes.ts says the same).
const widest = { '--cover-widest': `${layoutWidth.cover}px` } as CSSProperties
const frameClass = 'mx-auto w-full max-w-xs rounded-xl md:max-w-(--cover-widest)'

interface ImageCarouselProps {
  book: Pick<Book, 'title' | 'cover' | 'images'>
  /** The width the place draws the carousel at (carousel-sizes.ts). */
  sizes: string
  /** What the place narrows the frame by, as its `sizes` says. */
  className?: string
  /** The book page's: the cover a tap on a card carries here. */
  carriesCover?: boolean
}

/** A book's images, or its cover alone when it has no other: no carousel with nothing to move to. */
export function ImageCarousel({ book, sizes, className = '', carriesCover = false }: ImageCarouselProps) {
  const slides = carouselSlides(book, fill(bookWords.cover, { title: book.title }))
  if (slides.length === 1) {
    const [cover] = slides
    return (
      <section
        aria-label={fill(words.images, { title: book.title })}
        style={widest}
        className={`${frameClass} ${className}`}
        {...(carriesCover && { [carriedCover]: '' })}
      >
        <Image image={cover.image} alt={cover.alt} priority sizes={sizes} className="rounded-xl shadow-lg" />
      </section>
    )
  }
  return <Carousel book={book} slides={slides} sizes={sizes} className={className} carriesCover={carriesCover} />
}

function Carousel({
  book,
  slides,
  sizes,
  className,
  carriesCover,
}: ImageCarouselProps & { slides: ReturnType<typeof carouselSlides<Book['cover']>> }) {
  const [index, setIndex] = useState(0)
  const move = (step: CarouselMove) => setIndex((current) => moveCarousel(current, step, slides.length))
  const swipe = useSwipe(move)

  function onKeyDown(event: KeyboardEvent) {
    const step = arrowKeyMove(event.key, isRightToLeft(event.currentTarget))
    if (!step) return
    event.preventDefault()
    move(step)
  }

  return (
    <section
      aria-roledescription={words.carouselRole}
      aria-label={fill(words.images, { title: book.title })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the arrow keys move the carousel
      tabIndex={0}
      onKeyDown={onKeyDown}
      style={widest}
      className={`${frameClass} ${className}`}
    >
      <CarouselTrack slides={slides} index={index} sizes={sizes} carriesCover={carriesCover} {...swipe} />
      <CarouselControls index={index} count={slides.length} onMove={move} />
      <p aria-live="polite" className="sr-only">
        {fill(words.image, { number: index + 1, count: slides.length })}
      </p>
    </section>
  )
}
