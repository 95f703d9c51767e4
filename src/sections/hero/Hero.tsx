import { author } from 'virtual:content/author'
import { site } from 'virtual:content/site'
import * as words from 'virtual:words/hero'
import { buttonClass } from '#src/ui/button-styles.ts'

export function Hero() {
  return (
    <section
      aria-label={words.label}
      // Less room above and below on a phone, where the header takes two rows: the buttons stay on the first screen.
      className="relative isolate flex min-h-[85svh] items-center overflow-hidden px-6 py-12 sm:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--gold)_0%,transparent_60%)] opacity-40"
      />
      <div className="mx-auto max-w-3xl text-center">
        <p className="mb-4 text-sm font-semibold tracking-[0.25em] text-accent uppercase">{site.role}</p>
        <h1 className="mb-6 text-5xl leading-tight font-semibold sm:text-7xl">{author.name}</h1>
        <p className="mx-auto mb-10 max-w-[38ch] text-lg text-muted sm:text-xl">{author.tagline}</p>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <a href="#books" className={buttonClass('primary', 'px-8')}>
            {words.explore}
          </a>
          <a href="#contact" className={buttonClass('outline', 'px-8')}>
            {words.contact}
          </a>
        </div>
      </div>
    </section>
  )
}
