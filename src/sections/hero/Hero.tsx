import { author } from 'virtual:content/author'
import { leadBook } from 'virtual:content/lead-book'
import { onlyBook, site } from 'virtual:content/site'
import * as words from 'virtual:words/hero'
import type { Ref } from 'react'
import { BookStrip } from '#src/sections/book-strip/BookStrip.tsx'
import { buttonClass } from '#src/ui/button-styles.ts'

/** `ref`: the section, for the floating buttons that keep off it (HomePage.tsx). */
export function Hero({ ref }: { ref?: Ref<HTMLElement> }) {
  return (
    <section
      ref={ref}
      aria-label={words.label}
      // Less room around it on a phone: the lead book's cover and its store stay on the first screen, its store's words on one
      // line; less height on a wide screen, where the lead's card is shorter than the screen and left a band of paper under it.
      className="hero relative isolate flex min-h-[85svh] items-center overflow-hidden px-4 py-8 sm:px-6 sm:py-16 lg:min-h-[60svh]"
    >
      <div className="mx-auto grid w-full max-w-6xl items-center gap-8 lg:grid-cols-[1fr_minmax(0,32rem)] lg:gap-12 xl:grid-cols-[1fr_minmax(0,40rem)]">
        <div className="text-center lg:text-start">
          <p className="mb-3 text-sm font-semibold tracking-[0.25em] text-accent uppercase">{site.role}</p>
          <h1 className="mb-4 text-4xl leading-tight font-semibold sm:text-6xl">{author.name}</h1>
          <p className="mx-auto mb-6 max-w-[38ch] text-lg text-muted sm:text-xl lg:mx-0">{author.tagline}</p>
          {/* On a phone the two share the row, or each takes a whole one: stacked, one width. */}
          <div className="flex flex-wrap justify-center gap-3 lg:justify-start">
            <a href="#books" className={buttonClass('primary', 'max-sm:grow sm:px-8')}>
              {onlyBook ? words.exploreBook : words.explore}
            </a>
            <a href="#contact" className={buttonClass('outline', 'max-sm:grow sm:px-8')}>
              {words.contact}
            </a>
          </div>
        </div>
        {leadBook && <BookStrip book={leadBook} priority />}
      </div>
      {/* Last in the markup: the hero shows once it has arrived whole (app.css). */}
      <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10" />
    </section>
  )
}
