import { useEffect, useRef, useState } from 'react'
import type { ResponsiveImage } from '#src/content/responsive-image.ts'

type LoadState = 'loading' | 'loaded' | 'errored'

/**
 * Loading, loaded or errored. A source that fails first falls back to the image's `src`: offline,
 * a wide screen asks for a width the precache does not hold, and `src` is the one it does.
 */
export function useImageLoad(image: ResponsiveImage, shouldLoad: boolean) {
  const img = useRef<HTMLImageElement>(null)
  const [state, setState] = useState<LoadState>('loading')
  const [fallback, setFallback] = useState(false)

  const onLoad = () => setState('loaded')
  const onError = () => {
    if (!fallback && image.sources.length > 0) setFallback(true)
    else setState('errored')
  }

  // A prerendered or cached image may finish before React attaches onLoad.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the <img> appears when shouldLoad turns true and is replaced by the fallback: look again then
  useEffect(() => {
    const element = img.current
    if (!element?.complete) return
    if (element.naturalWidth > 0) onLoad()
    else onError()
  }, [shouldLoad, image.src, fallback])

  return { img, state, fallback, onLoad, onError }
}
