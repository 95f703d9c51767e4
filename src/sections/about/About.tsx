import { author } from 'virtual:content/author'
import { latestPost } from 'virtual:content/latest-post'
import { readings } from 'virtual:content/readings'
import * as words from 'virtual:words/about'
import * as newsWords from 'virtual:words/news'
import { Link } from '@tanstack/react-router'
import { fill } from '#src/content/words.ts'
import { buttonClass } from '#src/ui/button-styles.ts'
import { Image } from '#src/ui/Image.tsx'
import { LazyDialog } from '#src/ui/LazyDialog.tsx'
import { lazyRetrying } from '#src/ui/lazy-retrying.ts'
import { tapTargetClass, textLinkClass } from '#src/ui/link-styles.ts'
import { Reveal } from '#src/ui/Reveal.tsx'
import { useDisclosure } from '#src/ui/use-disclosure.ts'
import { portraitFrame } from './portrait-frame.ts'
import { NextReadings } from './reading-schedule/NextReadings.tsx'

const ReadingScheduleDialog = lazyRetrying(() => import('./reading-schedule/ReadingScheduleDialog.tsx'))
const hasReadings = readings.readings.length > 0
// One or two figures fill the row; three and more go three to a row.
const statColumns: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3' }
const frame = portraitFrame({
  quote: author.quote,
  paragraphs: author.body.paragraphs,
  latestPost: Boolean(latestPost),
  stats: author.stats.length,
  readings: readings.readings.length,
})

export function About() {
  const schedule = useDisclosure()
  return (
    // Less room above than the other sections: at 1440 by 900 the section's break fell on the fold, over the portrait's
    // sky, and the first screen ended on what read as an image still loading.
    <Reveal id="about" labelledBy="about-heading" className="below-fold px-6 py-12 sm:py-16">
      {/* Over the portrait and the text, so a phone reads the section's name before the picture; centred, as every
          heading on the home is. */}
      <h2 id="about-heading" className="mb-8 text-center text-4xl font-semibold">
        {words.heading}
      </h2>
      <div className="mx-auto grid max-w-6xl items-start gap-12 md:grid-cols-[2fr_3fr]">
        <Image
          image={author.portrait}
          alt={fill(words.portrait, { name: author.name })}
          aspect={frame}
          sizes="(min-width: 768px) 40vw, 100vw"
          // Beside a long bio, the portrait stays in view as it is read: it ended a third of the way down.
          className="mx-auto w-full max-w-sm rounded-2xl shadow-xl md:sticky md:top-24 md:mx-0"
          // At dusk in the dark theme, where it was the page's brightest block: dimmed, and warmed so its light sky does not
          // go grey (decision 0101). A filter, so no other image and nothing moves; on the picture, which comes with the
          // app, so the home's first round trip carries no rule for it.
          // A frame shorter than the picture keeps more of its top than its foot: a portrait's face, not its sky.
          pictureClassName="object-[50%_35%] dark:filter-[brightness(.65)_contrast(1.1)_saturate(1.4)_sepia(.3)]"
        />
        {/* Beside a short bio, the words stand at the portrait's middle, not at its top over an empty column. Centred,
            they would climb as a pausing parser adds their lines: they show once their last row has come. */}
        <div className="md:self-center md:[&:not(:has(>[data-words-end]))]:invisible">
          <blockquote className="mb-6 border-s-4 border-gold ps-4 font-quote text-xl text-ink italic">
            “{author.quote}”
          </blockquote>
          <div
            className="max-w-[65ch] font-prose text-lg leading-relaxed text-ink [&_a]:text-accent [&_a]:underline [&>*]:mb-4"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the author's own Markdown, made HTML at build
            dangerouslySetInnerHTML={{ __html: author.body.html }}
          />
          {latestPost && (
            <p className="mb-4 text-muted">
              {`${newsWords.latest} `}
              <Link
                to="/news/$slug"
                params={{ slug: latestPost.slug }}
                className={`${tapTargetClass} ${textLinkClass}`}
              >
                {latestPost.title}
              </Link>
            </p>
          )}
          {author.stats.length > 0 && (
            <dl className={`my-8 grid gap-3 ${statColumns[Math.min(author.stats.length, 3)]}`}>
              {author.stats.map(({ value, label }) => (
                // dt must come first in the markup; flex-col-reverse shows the figure above its label.
                <div
                  key={label}
                  className="flex flex-col-reverse rounded-xl border border-line bg-surface px-2 py-5 text-center"
                >
                  <dt className="mt-1 text-sm text-muted">{label}</dt>
                  <dd className="font-serif text-3xl font-semibold text-accent">{value}</dd>
                </div>
              ))}
            </dl>
          )}
          {/* Just above the button that opens the whole schedule. */}
          {hasReadings && <NextReadings />}
          <div data-words-end="" className="flex flex-col gap-3 sm:flex-row">
            <a href="#contact" className={buttonClass('primary')}>
              {fill(words.connect, { name: author.firstName })}
            </a>
            {/* A schedule with nothing in it is no destination: the button comes with the first reading. */}
            {hasReadings && (
              <button type="button" onClick={schedule.show} className={buttonClass('outline')}>
                {words.schedule}
              </button>
            )}
          </div>
        </div>
      </div>
      {hasReadings && (
        <LazyDialog requests={schedule.requests}>
          <ReadingScheduleDialog open={schedule.open} onClose={schedule.hide} />
        </LazyDialog>
      )}
    </Reveal>
  )
}
