interface Slide<I> {
  image: I
  alt: string
}

/**
 * The carousel's images: the cover, then the book's own others (a back cover, interior art); a book with none
 * shows its cover three times, so the carousel still moves.
 */
export function carouselSlides<I>(book: { cover: I; images: readonly Slide<I>[] }, coverAlt: string): Slide<I>[] {
  const cover = { image: book.cover, alt: coverAlt }
  return book.images.length > 0 ? [cover, ...book.images] : [cover, cover, cover]
}
