import type { TraceEvent } from './trace-event.ts'

/** Small traces for the tests: times in milliseconds, as the figures are; traces count microseconds. */
export const page = { pid: 1, tid: 1 }
export const otherThread = { pid: 2, tid: 2 }
export const at = (ms: number) => ms * 1000

export const firstPaint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ts: at(1000), ...page }

/** A task of the main thread; `running` is its thread's CPU time, all of it unless told. */
export const task = (start: number, duration: number, { running = duration, thread = page } = {}): TraceEvent => ({
  ...event('RunTask', start, duration),
  tdur: at(running),
  ...thread,
})

export const event = (name: string, start: number, duration: number): TraceEvent => ({
  name,
  ph: 'X',
  ts: at(start),
  dur: at(duration),
  ...page,
})
