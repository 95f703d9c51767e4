import * as words from 'virtual:words/details'
import type { PointerEventHandler } from 'react'
import type { ResponsiveImage } from '#src/content/responsive-image.ts'
import { fill } from '#src/content/words.ts'
import { carriedCover } from '#src/ui/carried-cover.ts'
import { Image } from '#src/ui/Image.tsx'
import { isRightToLeft } from '#src/ui/text-direction.ts'

interface CarouselTrackProps {
  slides: readonly { image: ResponsiveImage; alt: string }[]
  index: number
  /** The width the track is drawn at, for the browser to choose each image's size. */
  sizes: string
  /** The frame the cover is carried to: it shows the first slide, the cover, as the page arrives. */
  carriesCover?: boolean
  onPointerDown: PointerEventHandler
  onPointerUp: PointerEventHandler
  onPointerCancel: PointerEventHandler
}

/**
 * The slides sit side by side on one track, in the order lines run; moving the track by whole widths slides,
 * leftwards, or rightwards on a right-to-left site. Never moved when prerendered, where there is no page to ask.
 */
export function CarouselTrack({ slides, index, sizes, carriesCover = false, ...swipe }: CarouselTrackProps) {
  const way = index > 0 && isRightToLeft(document.documentElement) ? '' : '-'
  return (
    <div
      {...swipe}
      {...(carriesCover && { [carriedCover]: '' })}
      className="touch-pan-y overflow-hidden rounded-xl shadow-lg"
    >
      {/* A layer of its own before the first move: promoted only once it moves, the track's images were painted
          again in the tap's frame. */}
      <div
        className="flex transition-transform duration-300 ease-out will-change-transform"
        style={{ transform: `translateX(${way}${index * 100}%)` }}
      >
        {slides.map(({ image, alt }, slide) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the ARIA carousel pattern, not a form's fieldset
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its position
            key={slide}
            role="group"
            aria-roledescription={words.slideRole}
            aria-label={fill(words.slide, { number: slide + 1, count: slides.length })}
            aria-hidden={slide !== index}
            className="w-full shrink-0"
          >
            {/* The cover loads at once; a book's other images wait until the reader nears them. */}
            <Image image={image} alt={alt} priority={image === slides[0].image} sizes={sizes} />
          </div>
        ))}
      </div>
    </div>
  )
}
