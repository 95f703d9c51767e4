import { describe, expect, it } from 'vitest'
import { medianOfRuns, summarizeTaps, type Tap, type TapOutcome } from './tap-summary.ts'

const tap = (at: number, outcome: TapOutcome, hydrated = false): Tap => ({ offset: at, at, hydrated, outcome })

describe('summarizeTaps', () => {
  it.each([
    {
      case: 'unseen and lost before hydration, then answered',
      taps: [
        tap(0, { kind: 'not visible' }),
        tap(100, { kind: 'lost' }),
        tap(210, { kind: 'dialog', ms: 300 }, true),
        tap(300, { kind: 'dialog', ms: 100 }, true),
        tap(400, { kind: 'dialog', ms: 200 }, true),
      ],
      summary: {
        tried: 5,
        lost: 1,
        notVisible: 1,
        lastLostAt: 100,
        lastNotVisibleAt: 0,
        medianMs: 200,
        maxMs: 300,
        answered: { dialog: 3 },
      },
    },
    {
      case: 'each way of answering counted',
      taps: [tap(0, { kind: 'navigation', ms: 900 }), tap(100, { kind: 'dialog', ms: 50 }, true)],
      summary: {
        tried: 2,
        lost: 0,
        notVisible: 0,
        lastLostAt: undefined,
        lastNotVisibleAt: undefined,
        medianMs: 900,
        maxMs: 900,
        answered: { navigation: 1, dialog: 1 },
      },
    },
    {
      case: 'nothing answered: no times',
      taps: [tap(0, { kind: 'lost' })],
      summary: {
        tried: 1,
        lost: 1,
        notVisible: 0,
        lastLostAt: 0,
        lastNotVisibleAt: undefined,
        medianMs: undefined,
        maxMs: undefined,
        answered: {},
      },
    },
  ])('$case', ({ taps, summary }) => {
    expect(summarizeTaps(taps)).toEqual(summary)
  })
})

describe('medianOfRuns', () => {
  const run = (lost: number, medianMs?: number, lastLostAt?: number) => ({
    tried: 30 + lost,
    lost,
    notVisible: 0,
    lastLostAt,
    medianMs,
    maxMs: medianMs && medianMs * 2,
    answered: {},
  })
  it.each([
    {
      case: 'each figure its own median',
      runs: [run(20, 100, 2_000), run(24, 80, 2_400), run(22, 120, 2_200)],
      median: { tried: 52, lost: 22, notVisible: 0, lastLostAt: 2_200, medianMs: 100, maxMs: 200 },
    },
    {
      case: 'a run with no answered tap has no time to count',
      runs: [run(40, undefined, 3_900), run(24, 80, 2_400), run(22, 120, 2_200)],
      median: { tried: 54, lost: 24, notVisible: 0, lastLostAt: 2_400, medianMs: 120, maxMs: 240 },
    },
    {
      case: 'no tap lost in any run',
      runs: [run(0, 90), run(0, 70)],
      median: { tried: 30, lost: 0, notVisible: 0, lastLostAt: undefined, medianMs: 90, maxMs: 180 },
    },
  ])('$case', ({ runs, median }) => {
    expect(medianOfRuns(runs)).toEqual(median)
  })
})
