interface Slide<I> {
  image: I
  alt: string
}

/** The carousel's images: the cover, then the book's own others (a back cover, interior art). */
export function carouselSlides<I>(book: { cover: I; images: readonly Slide<I>[] }, coverAlt: string): Slide<I>[] {
  return [{ image: book.cover, alt: coverAlt }, ...book.images]
}
