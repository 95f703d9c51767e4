import { median } from '../median.ts'
import type { Effect } from './tap-effect.ts'

/** A tap nothing answered within the wait, or one aimed at a target the reader could not see yet. */
export type TapOutcome = Effect | { kind: 'lost' | 'not visible' }

export interface Tap {
  /** The planned ms after the first paint, and when it landed (the page may have kept the bench waiting). */
  offset: number
  at: number
  /** Whether the page was hydrated when the tap was aimed. */
  hydrated: boolean
  outcome: TapOutcome
}

export interface TapSummary {
  tried: number
  /** Taps made that nothing answered. */
  lost: number
  /** Taps not made: the target was not seen yet (off screen, or in its entrance below 0.9 opacity). */
  notVisible: number
  /** The latest ms after the first paint at which a tap was lost, if any was. */
  lastLostAt?: number
  /** The latest ms after the first paint at which the target was not seen yet, if ever. */
  lastNotVisibleAt?: number
  medianMs?: number
  maxMs?: number
  /** How many taps were answered each way (dialog, navigation, share, copy). */
  answered: Record<string, number>
}

const isAnswered = (outcome: TapOutcome): outcome is Effect => 'ms' in outcome

/** One run of taps at one target, told as a reader would feel it. */
export function summarizeTaps(taps: readonly Tap[]): TapSummary {
  const answered = taps.map((tap) => tap.outcome).filter(isAnswered)
  const lost = taps.filter((tap) => tap.outcome.kind === 'lost')
  const notVisible = taps.filter((tap) => tap.outcome.kind === 'not visible')
  const latest = (some: readonly Tap[]) => (some.length ? Math.max(...some.map((tap) => tap.at)) : undefined)
  const times = answered.map((effect) => effect.ms)
  const byKind: Record<string, number> = {}
  for (const { kind } of answered) byKind[kind] = (byKind[kind] ?? 0) + 1
  return {
    tried: taps.length,
    lost: lost.length,
    notVisible: notVisible.length,
    lastLostAt: latest(lost),
    lastNotVisibleAt: latest(notVisible),
    medianMs: times.length ? median(times) : undefined,
    maxMs: times.length ? Math.max(...times) : undefined,
    answered: byKind,
  }
}

const medianOfPresent = (values: readonly (number | undefined)[]) => {
  const present = values.filter((value) => value !== undefined)
  return present.length ? median(present) : undefined
}

/** Several runs' summaries at one target as one: the median of each figure over the runs that have it. */
export function medianOfRuns(summaries: readonly TapSummary[]): Omit<TapSummary, 'answered'> {
  const of = (figure: keyof Omit<TapSummary, 'answered'>) => medianOfPresent(summaries.map((run) => run[figure]))
  return {
    tried: of('tried') ?? 0,
    lost: of('lost') ?? 0,
    notVisible: of('notVisible') ?? 0,
    lastLostAt: of('lastLostAt'),
    lastNotVisibleAt: of('lastNotVisibleAt'),
    medianMs: of('medianMs'),
    maxMs: of('maxMs'),
  }
}
