import { type ReactNode, useRef } from 'react'
import type { ResponsiveImage } from '#src/content/responsive-image.ts'
import { ImageUnavailable } from './ImageUnavailable.tsx'
import { useImageLoad } from './use-image-load.ts'
import { useInViewOnce } from './use-in-view.ts'

export type AspectPreset = 'square' | 'portrait' | 'landscape' | 'wide' | 'cover' | 'shelf-cover' | 'lone-cover'

const aspectClass: Record<AspectPreset, string> = {
  square: 'aspect-square',
  portrait: 'aspect-[4/5]',
  landscape: 'aspect-[4/3]',
  wide: 'aspect-video',
  cover: 'cover-frame',
  'shelf-cover': 'cover-frame',
  'lone-cover': 'cover-edge',
}

// A book's frame is a book's shape whatever the author's file is: a cover sits whole at its foot, so a row of covers
// keeps one line for its titles. A cover alone (a strip's) needs no row kept: it takes its file's shape, or a square
// one stood on a blank block that read as a picture failed to load. In a row of tiles (`shelf-cover`) a cover wider
// than a book keeps the row's room but not its mat: the frame is bare, the picture at its foot in its own shape.
const framed = (aspect: AspectPreset | undefined) => aspect === 'cover' || aspect === 'shelf-cover'
const fitClass = (aspect: AspectPreset | undefined) =>
  framed(aspect) ? 'object-contain object-bottom' : 'object-cover'
const fileShaped = (aspect: AspectPreset | undefined) => !aspect || aspect === 'lone-cover'
const fileRatio = (image: ResponsiveImage) => `${image.width} / ${image.height}`
const widerThanABook = (image: ResponsiveImage) => image.width * 3 > image.height * 2 * 1.02

/**
 * Non-priority images start loading just before they scroll into view, and fade in once loaded.
 * A priority image loads at once, but at the browser's own priority: the page's largest paint
 * is the hero's text, so no image should compete with it for the first bytes. It shows as soon as
 * it paints, with no fade: on a book's page it is the largest paint, which must not wait for the app.
 * The blurred placeholder comes with the load it stands in for: a page's markup that named every
 * placeholder had the browser resolve them all before its first paint.
 */
const lazyLoading = { rootMargin: '50px', threshold: 0.1 } as const

interface ImageProps {
  image: ResponsiveImage
  alt: string
  aspect?: AspectPreset
  priority?: boolean
  /** The width the layout gives the image, for choosing among `image.sources`. */
  sizes?: string
  className?: string
  /** For the picture itself, not its frame: set once it loads, so no page's first paint carries the rule. */
  pictureClassName?: string
  /** Laid over the picture, inside its frame (a badge in a corner). */
  children?: ReactNode
}

export function Image({
  image,
  alt,
  aspect,
  priority = false,
  sizes,
  className = '',
  pictureClassName = '',
  children,
}: ImageProps) {
  const frame = useRef<HTMLDivElement>(null)
  const shouldLoad = useInViewOnce(frame, lazyLoading, !priority) || priority
  const { img, state, fallback, onLoad, onError } = useImageLoad(image, shouldLoad)
  const picture = (
    <img
      ref={img}
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      onLoad={onLoad}
      onError={onError}
      className={`relative size-full ${fitClass(aspect)} transition-opacity duration-[600ms] ${priority || state === 'loaded' ? 'opacity-100' : 'opacity-0'}${pictureClassName && ` ${pictureClassName}`}`}
    />
  )

  const atFoot = aspect === 'shelf-cover' && widerThanABook(image)
  const drawn = (
    <>
      {/* Under a cover whole in its frame, the plain mat shows once it has come, not a blur of the art. */}
      {state !== 'errored' && !(framed(aspect) && !atFoot && state === 'loaded') && (
        // Pulses only while its image comes: one never neared would animate, frame after frame, for nothing.
        <div
          aria-hidden="true"
          className={`absolute inset-0 scale-110 bg-line bg-cover bg-center blur-lg ${shouldLoad && state === 'loading' ? 'animate-pulse' : ''}`}
          style={shouldLoad && image.placeholder ? { backgroundImage: `url("${image.placeholder}")` } : undefined}
        />
      )}
      {state === 'errored' ? (
        <ImageUnavailable alt={alt} />
      ) : (
        shouldLoad &&
        (fallback || image.sources.length === 0 ? (
          picture
        ) : (
          <picture>
            {image.sources.map((source) => (
              <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
            ))}
            {picture}
          </picture>
        ))
      )}
    </>
  )

  return (
    <div
      ref={frame}
      className={`relative ${atFoot ? 'cover-room flex items-end' : 'overflow-hidden bg-line/60'} ${aspect ? aspectClass[aspect] : ''} ${className}`}
      style={fileShaped(aspect) ? { aspectRatio: fileRatio(image) } : undefined}
    >
      {atFoot ? (
        <div
          className="cover-picture relative w-full overflow-hidden bg-line/60"
          style={{ aspectRatio: fileRatio(image) }}
        >
          {drawn}
        </div>
      ) : (
        drawn
      )}
      {children}
    </div>
  )
}
