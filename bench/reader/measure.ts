import { median } from '../median.ts'
import { booksVisibleAfterJump } from './books-visible.ts'
import { type Inp, inpOfSession } from './inp-session.ts'
import { lostTaps } from './lost-taps.ts'
import { launchChromium } from './phone.ts'
import { medianOfRuns, summarizeTaps, type Tap, type TapSummary } from './tap-summary.ts'
import { tapTargets } from './tap-targets.ts'

export type ReaderResults = Awaited<ReturnType<typeof measureReader>>

/**
 * What a reader feels on the phone, each measure `runs` times, interleaved so the machine's drift
 * falls on all alike: taps lost from the first paint, the books after a jump, INP over a session.
 */
export async function measureReader(origin: string, runs: number) {
  const tapRuns = tapTargets.map(() => [] as { summary: TapSummary; taps: Tap[] }[])
  const booksVisibleRuns: number[] = []
  const inpRuns: Inp[] = []
  const browser = await launchChromium()
  try {
    for (let run = 1; run <= runs; run++) {
      for (const [index, target] of tapTargets.entries()) {
        const taps = await lostTaps(browser, origin, target)
        tapRuns[index].push({ summary: summarizeTaps(taps), taps })
        console.log(`${target.name}: taps run ${run}/${runs} done (${taps.length} taps)`)
      }
      booksVisibleRuns.push(await booksVisibleAfterJump(browser, origin))
      inpRuns.push(await inpOfSession(browser, origin))
      console.log(`books after a jump and INP: run ${run}/${runs} done`)
    }
  } finally {
    await browser.close()
  }
  const inpMs = median(inpRuns.map((inp) => inp.ms))
  return {
    runs,
    taps: tapTargets.map(({ name, path }, index) => ({
      target: name,
      path,
      ...medianOfRuns(tapRuns[index].map((run) => run.summary)),
      runs: tapRuns[index],
    })),
    booksVisibleMs: median(booksVisibleRuns),
    booksVisibleRuns,
    inpMs,
    inpInteraction: inpRuns.find((inp) => inp.ms === inpMs)?.interaction,
    inpRuns,
  }
}
