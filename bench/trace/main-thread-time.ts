import { firstPaintOf, ms, type TraceEvent, threadOf } from './trace-event.ts'

/** The page's main-thread tasks that began at or after its first paint, in milliseconds. */
export interface MainThreadTime {
  /** From each task's start to its end, as Lighthouse's simulation reads them. */
  wall: number
  /** What of that the thread spent running, not waiting for a core the machine gave to other work. */
  running: number
  /**
   * Total Blocking Time if each task lasted `slowdown` times its running time: what the page's own
   * work blocks on Lighthouse's phone, with none of the machine's contention in it.
   */
  blockingFromRunning: number
}

export function mainThreadTime(events: readonly TraceEvent[], slowdown = 4): MainThreadTime {
  const paint = firstPaintOf(events)
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' && event.ph === 'X' && threadOf(event) === threadOf(paint) && event.ts >= paint.ts,
  )
  const sum = (of: (task: TraceEvent) => number) => tasks.reduce((total, task) => total + of(task), 0)
  return {
    wall: ms(sum((task) => task.dur ?? 0)),
    running: ms(sum((task) => task.tdur ?? 0)),
    blockingFromRunning: sum((task) => Math.max(0, ms(slowdown * (task.tdur ?? 0)) - 50)),
  }
}
