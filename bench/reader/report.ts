import type { ReaderResults } from './measure.ts'
import { frameLines } from './worst-interaction.ts'

const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`)

/** Prints the reader's figures: a table of taps per target, then the books after a jump and INP, each run too. */
export function printReader({
  runs,
  taps,
  booksVisibleMs,
  booksVisibleRuns,
  inpMs,
  inpInteraction,
  inpRuns,
}: ReaderResults) {
  console.table(
    Object.fromEntries(
      taps.map((target) => [
        target.target,
        {
          'taps tried': target.tried,
          'lost (tapped, unanswered)': target.lost,
          'last lost at': target.lastLostAt === undefined ? '–' : `FCP + ${ms(target.lastLostAt)}`,
          'not tapped: not seen yet': target.notVisible,
          'last not seen at': target.lastNotVisibleAt === undefined ? '–' : `FCP + ${ms(target.lastNotVisibleAt)}`,
          'tap to effect, median': ms(target.medianMs),
          'tap to effect, max': ms(target.maxMs),
        },
      ]),
    ),
  )
  console.log(
    `Phone (390×844, touch, CPU ×4, slow 4G, no service worker), a fresh page per tap, 100 ms apart from the ` +
      `first paint until the target's part of the page is live and two more; a tap unanswered in 5 s is lost; a target below 0.9 opacity (a card's entrance) or off screen is not seen, and not tapped. Median of ${runs} runs.`,
  )
  for (const { target, runs: each } of taps)
    console.log(
      `${target}, each run: ${each
        .map(
          ({ summary }) =>
            `${summary.lost}/${summary.tried} lost, ${summary.notVisible} not seen, ${ms(summary.medianMs)} median, ${ms(summary.maxMs)} max ` +
            `(${Object.entries(summary.answered)
              .map(([kind, count]) => `${count} ${kind}`)
              .join(', ')})`,
        )
        .join(' | ')}`,
    )
  console.log(
    `books visible after a jump to /#books: ${ms(booksVisibleMs)} from navigation start (median of ${runs}; ` +
      `each: ${booksVisibleRuns.map(ms).join(' / ')})`,
  )
  console.log(`INP over a reader's session: ${ms(inpMs)}, ${inpInteraction} (median of ${runs})`)
  for (const inp of inpRuns) {
    console.log(`  INP ${ms(inp.ms)}: ${inp.interaction}`)
    for (const line of frameLines(inp.worst)) console.log(`    ${line}`)
  }
}
