import { afterPaint, mainThreadOf, ms, type TraceEvent } from './trace-event.ts'

/** The page's main-thread tasks from its first paint on, in milliseconds; a task begun before counts from it. */
export interface MainThreadTime {
  /** From each task's start (or the first paint) to its end, as Lighthouse's simulation reads them. */
  wall: number
  /** What of that the thread spent running, not waiting for a core the machine gave to other work. */
  running: number
  /**
   * Total Blocking Time if each task lasted `slowdown` times its running time: what the page's own
   * work blocks on Lighthouse's phone, with none of the machine's contention in it.
   */
  blockingFromRunning: number
}

export function mainThreadTime(events: readonly TraceEvent[], slowdown: number): MainThreadTime {
  const { paint, tasks } = mainThreadOf(events)
  const counted = tasks
    .filter((task) => afterPaint(task, paint) > 0)
    .map((task) => {
      const wall = afterPaint(task, paint)
      // The trace does not say when within a task the thread waited: the part after the paint ran in proportion.
      return { wall, running: (task.tdur ?? 0) * (wall / (task.dur ?? wall)) }
    })
  const sum = (of: (task: { wall: number; running: number }) => number) =>
    counted.reduce((total, task) => total + of(task), 0)
  return {
    wall: ms(sum((task) => task.wall)),
    running: ms(sum((task) => task.running)),
    blockingFromRunning: sum((task) => Math.max(0, ms(slowdown * task.running) - 50)),
  }
}
