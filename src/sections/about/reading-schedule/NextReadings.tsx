import { readings } from 'virtual:content/readings'
import * as words from 'virtual:words/readings'
import { kindName } from '#src/content/reading-title.ts'
import { homeReadings } from '#src/content/upcoming-readings.ts'
import { useReadingDay } from './reading-day.ts'

/** The next few readings on the home, in its HTML from the start; the full schedule is the button below them. */
export function NextReadings() {
  const next = homeReadings(readings.readings, useReadingDay())
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
              <p className="flex flex-wrap gap-x-3 text-sm max-sm:flex-col">
                <time dateTime={reading.startsAt} className="font-semibold text-ink">
                  {reading.when}
                </time>
                <span className="text-muted">{kindName(reading.kind)}</span>
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
