import type { ResponsiveImage } from '#src/ui/responsive-image.ts'
import comingSoon from '/content/covers/coming-soon.svg?responsive-image=cover'
import goldenHorizons from '/content/covers/golden-horizons.svg?responsive-image=cover'
import theDigitalOcean from '/content/covers/the-digital-ocean.svg?responsive-image=cover'
import tidesOfChange from '/content/covers/tides-of-change.svg?responsive-image=cover'
import portraitImage from '/content/images/portrait.svg?responsive-image=portrait'

/** The covers by the name a book's `cover` gives; apart from the books so Node can read those alone. */
export const covers: Readonly<Record<string, ResponsiveImage>> = {
  'coming-soon': comingSoon,
  'golden-horizons': goldenHorizons,
  'the-digital-ocean': theDigitalOcean,
  'tides-of-change': tidesOfChange,
}

export const portrait = portraitImage
