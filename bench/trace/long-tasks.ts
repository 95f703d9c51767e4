import { browserWork } from './browser-work.ts'
import { scriptSamples } from './script-samples.ts'
import { add, afterPaint, largestFirst, mainThreadOf, ms, type TraceEvent, threadOf } from './trace-event.ts'

/** A task of the page's main thread that Total Blocking Time counts, and where its time went. */
export interface LongTask {
  /** Milliseconds after the first contentful paint (negative: it began before it). */
  start: number
  duration: number
  /** The part past 50 ms, of what follows the first paint: what Total Blocking Time adds up. */
  blocking: number
  /** Milliseconds of each kind of the browser's work, largest first. */
  work: [string, number][]
  /** Sampled milliseconds of script by the file it ran in, largest first. */
  scripts: [string, number][]
}

/** The long tasks of the thread that painted first, in the order they ran. */
export function longTasksAfterFirstPaint(events: readonly TraceEvent[]): LongTask[] {
  const { paint, onThread, tasks } = mainThreadOf(events)
  const samples = scriptSamples(events, threadOf(paint))
  return tasks
    .map((task) => {
      const end = task.ts + (task.dur ?? 0)
      const within = (ts: number) => ts >= task.ts && ts <= end
      const scripts = new Map<string, number>()
      for (const sample of samples) if (within(sample.ts)) add(scripts, sample.file, ms(sample.span))
      return {
        start: ms(task.ts - paint.ts),
        duration: ms(task.dur ?? 0),
        blocking: ms(afterPaint(task, paint)) - 50,
        work: largestFirst(browserWork(onThread.filter((event) => event !== task && within(event.ts)))),
        scripts: largestFirst(scripts),
      }
    })
    .filter((task) => task.blocking > 0)
}
