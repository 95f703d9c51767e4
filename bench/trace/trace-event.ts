/** The fields of a Chromium trace event that the long-task attribution reads. */
export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  /** The thread's own CPU time within `dur`: less when the thread waited for a core. */
  tdur?: number
  pid: number
  tid: number
  id?: string
  args?: { data?: { cpuProfile?: CpuProfile; timeDeltas?: number[]; startTime?: number } }
}

export interface CpuProfile {
  nodes?: { id: number; parent?: number; callFrame: { url?: string } }[]
  samples?: number[]
}

export const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`

/** Trace times are in microseconds; the figures are in milliseconds. */
export const ms = (microseconds: number) => microseconds / 1000

export const add = (totals: Map<string, number>, key: string, value: number) =>
  totals.set(key, (totals.get(key) ?? 0) + value)

export const largestFirst = (totals: Map<string, number>) => [...totals].sort((a, b) => b[1] - a[1])

/** The page's first contentful paint: the time and the thread that the blocking-time figures start from. */
export function firstPaintOf(events: readonly TraceEvent[]): TraceEvent {
  const paint = events.find((event) => event.name === 'firstContentfulPaint')
  if (!paint) throw new Error('The trace has no first contentful paint')
  return paint
}

/**
 * The page's main thread, as the thread that painted first: the paint, the thread's complete events,
 * and among them its tasks, the units Total Blocking Time counts.
 */
export function mainThreadOf(events: readonly TraceEvent[]) {
  const paint = firstPaintOf(events)
  const onThread = events.filter((event) => threadOf(event) === threadOf(paint) && event.ph === 'X')
  return { paint, onThread, tasks: onThread.filter((event) => event.name === 'RunTask') }
}

/** The part of a task after the first paint, in microseconds: Total Blocking Time counts only that part. */
export const afterPaint = (task: TraceEvent, paint: TraceEvent) =>
  Math.max(0, task.ts + (task.dur ?? 0) - Math.max(task.ts, paint.ts))
