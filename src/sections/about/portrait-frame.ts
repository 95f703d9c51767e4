/**
 * The portrait's frame in About, from the words beside it. A tall frame beside a few lines left a void to their
 * right and below them: a bio of a few lines with no figures or readings gets a square,
 * about as tall as its words; anything longer a 4:5 frame, its top close to the figure rather than the sky.
 */
export type PortraitFrame = 'square' | 'portrait'

/** About the characters of the bio's column at a laptop's width, and the lines a square portrait stands beside. */
const charactersPerLine = 75
const linesBesideSquare = 6

interface AboutText {
  quote: string
  paragraphs: readonly string[]
  latestPost: boolean
  stats: number
  readings: number
}

export function portraitFrame({ quote, paragraphs, latestPost, stats, readings }: AboutText): PortraitFrame {
  // Figures and readings are each as tall as a square already: beside them the text is never short.
  if (stats > 0 || readings > 0) return 'portrait'
  const lines = [quote, ...paragraphs].reduce(
    (sum, text) => sum + Math.max(1, Math.ceil(text.length / charactersPerLine)),
    latestPost ? 1 : 0,
  )
  return lines <= linesBesideSquare ? 'square' : 'portrait'
}
