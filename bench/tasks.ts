/**
 * `npm run bench:tasks`: where the blocking time of each kind of page goes. Builds, serves, loads each
 * page a few times in Chromium slowed four times (as Lighthouse's phone), and prints every task that
 * blocks after the first paint with the browser's work and the script files inside it. Lighthouse
 * simulates its TBT from such tasks; this says which ones and what is in them.
 */
import { pageKinds } from '../tooling/page-kinds.ts'
import { portOrExit } from '../tooling/ports/port-or-exit.ts'
import { serveBuild } from './serve-build.ts'
import { type LongTask, longTasksAfterFirstPaint } from './trace/long-tasks.ts'
import { recordLoad } from './trace/record-load.ts'

const runs = Number(process.env.BENCH_RUNS ?? 3)
const port = await portOrExit('bench')
const round = (entries: [string, number][]) => entries.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(', ')
const told = ({ start, duration, blocking, work, scripts }: LongTask) =>
  `  +${Math.round(start)} ms, ${Math.round(duration)} ms long, ${Math.round(blocking)} blocking: ${round(work)}` +
  (scripts.length ? ` | script by file: ${round(scripts)}` : '')

const server = await serveBuild(port)
try {
  for (const page of pageKinds('dist')) {
    for (let run = 1; run <= runs; run++) {
      const tasks = longTasksAfterFirstPaint(await recordLoad(`http://localhost:${port}${page.path}`))
      const blocking = tasks.reduce((sum, task) => sum + task.blocking, 0)
      console.log(
        `${page.kind} ${page.path}, run ${run}/${runs}: ${Math.round(blocking)} ms blocking after the first paint`,
      )
      for (const task of tasks) console.log(told(task))
    }
  }
} finally {
  await server.close()
}
