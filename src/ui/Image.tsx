import { Camera } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useInViewOnce } from './use-in-view.ts'

export type AspectPreset = 'square' | 'portrait' | 'landscape' | 'wide'

const aspectClass: Record<AspectPreset, string> = {
  square: 'aspect-square',
  portrait: 'aspect-[3/4]',
  landscape: 'aspect-[4/3]',
  wide: 'aspect-video',
}

/**
 * Non-priority images start loading just before they scroll into view.
 * A priority image loads at once, but at the browser's own priority: the page's largest paint
 * is the hero's text, so no image should compete with it for the first bytes.
 */
const lazyLoading = { rootMargin: '50px', threshold: 0.1 } as const

type LoadState = 'loading' | 'loaded' | 'errored'

interface ImageProps {
  src: string
  alt: string
  width: number
  height: number
  aspect?: AspectPreset
  priority?: boolean
  sizes?: string
  className?: string
}

export function Image({ src, alt, width, height, aspect, priority = false, sizes, className = '' }: ImageProps) {
  const frame = useRef<HTMLDivElement>(null)
  const img = useRef<HTMLImageElement>(null)
  const [state, setState] = useState<LoadState>('loading')
  const near = useInViewOnce(frame, lazyLoading, !priority)
  const shouldLoad = priority || near

  // A prerendered or cached image may finish before React attaches onLoad.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the <img> appears when shouldLoad turns true and changes with src: look again then
  useEffect(() => {
    const element = img.current
    if (element?.complete) setState(element.naturalWidth > 0 ? 'loaded' : 'errored')
  }, [shouldLoad, src])

  return (
    <div
      ref={frame}
      className={`relative overflow-hidden bg-line/60 ${aspect ? aspectClass[aspect] : ''} ${className}`}
      style={aspect ? undefined : { aspectRatio: `${width} / ${height}` }}
    >
      {state === 'loading' && <div className="absolute inset-0 animate-pulse bg-line" aria-hidden="true" />}
      {state === 'errored' ? (
        <div
          role="img"
          aria-label={alt}
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-muted"
        >
          <Camera aria-hidden="true" className="size-8" />
          <span className="text-sm">Image unavailable</span>
        </div>
      ) : (
        shouldLoad && (
          <img
            ref={img}
            src={src}
            alt={alt}
            width={width}
            height={height}
            sizes={sizes}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            onLoad={() => setState('loaded')}
            onError={() => setState('errored')}
            className={`size-full object-cover transition-opacity duration-[600ms] ${state === 'loaded' ? 'opacity-100' : 'opacity-0'}`}
          />
        )
      )}
    </div>
  )
}
