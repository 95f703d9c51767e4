import type { ResponsiveImage } from '#src/content/responsive-image.ts'

const candidate = /(\S+)\s+(\d+)w/g
// Social cards read JPEG, PNG and WebP; AVIF not everywhere.
const cardTypes = new Set(['image/webp', 'image/jpeg', 'image/png'])

/** An image as a social card names it: its address, its size and what it shows, for a reader who cannot see it. */
export interface SocialImage {
  src: string
  width: number
  height: number
  alt: string
  /** Other pictures set beside it on the card, as covers on a shelf (the catalogue's). */
  beside?: string[]
}

/**
 * The image a social card shows: the largest width made in a format cards read, or the file itself
 * (an SVG, of which the build makes a JPEG for the card: tooling/images/social-card.ts).
 */
export function socialImage(image: ResponsiveImage, alt: string): SocialImage {
  const widths = image.sources
    .filter((source) => cardTypes.has(source.type))
    .flatMap((source) =>
      [...source.srcset.matchAll(candidate)].map(([, src, width]) => ({ src, width: Number(width) })),
    )
  const largest = widths.sort((a, b) => b.width - a.width)[0]
  if (!largest) return { src: image.src, width: image.width, height: image.height, alt }
  return {
    src: largest.src,
    width: largest.width,
    height: Math.round((largest.width * image.height) / image.width),
    alt,
  }
}
