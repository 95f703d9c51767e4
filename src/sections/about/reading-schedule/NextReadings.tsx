import { readings } from 'virtual:content/readings'
import * as words from 'virtual:words/readings'
import { useReadingDay } from './reading-day.ts'
import { kindWords } from './reading-kind.ts'
import { readingsFrom } from './upcoming.ts'

/** How many readings the home lists; the Reading Schedule has them all. */
export const readingsOnHome = 3

/** The next few readings on the home, in its HTML from the start; the full schedule is the button below them. */
export function NextReadings() {
  const next = readingsFrom(readings.readings, useReadingDay()).slice(0, readingsOnHome)
  return (
    <section id="readings" aria-labelledby="readings-heading" className="mb-8">
      <h3 id="readings-heading" className="mb-2 text-2xl font-semibold">
        {words.upcoming}
      </h3>
      {next.length === 0 ? (
        <p className="text-muted">{words.noneSoon}</p>
      ) : (
        <ol className="divide-y divide-line border-y border-line">
          {next.map((reading) => (
            <li key={reading.id} className="py-3">
              <p className="flex flex-wrap gap-x-3 text-sm">
                <time dateTime={reading.startsAt} className="font-semibold text-ink">
                  {reading.when}
                </time>
                <span className="text-muted">{kindWords[reading.kind]}</span>
              </p>
              <p>
                <span className="font-semibold">{reading.venue}</span>
                <span className="text-muted">{`, ${reading.city}`}</span>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
