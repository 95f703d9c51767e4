/**
 * `npm run bench:lcp`: what Lighthouse's largest paint waits for on each kind of page. Lighthouse does
 * not time the paint it observed: it simulates the load on a slow phone from the requests and tasks
 * before it, twice (an optimistic and a pessimistic graph), and reports their mean. This prints
 * both estimates and the steps each ended on, where a change that moves LCP shows itself.
 */
import { pageKinds } from '../tooling/page-kinds.ts'
import { portOrExit } from '../tooling/ports/port-or-exit.ts'
import { lighthouseResult } from './lighthouse.ts'
import { LanternLargestContentfulPaint } from './lighthouse-internals.ts'
import { serveBuild } from './serve-build.ts'
import { lastSteps, type SimulatedNode, type SimulatedTiming } from './trace/lcp-estimate.ts'

const runs = Number(process.env.BENCH_RUNS ?? 1)
const stepsShown = 4
const port = await portOrExit('bench')

async function simulatedLcp(url: string) {
  const { artifacts, lhr } = await lighthouseResult(url, ['performance'])
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  }
  return LanternLargestContentfulPaint.request(data, { computedCache: new Map() })
}

const server = await serveBuild(port)
try {
  for (const page of pageKinds('dist')) {
    for (let run = 1; run <= runs; run++) {
      const lcp = await simulatedLcp(`http://localhost:${port}${page.path}`)
      console.log(`${page.kind} ${page.path}, run ${run}/${runs}: LCP ${Math.round(lcp.timing)} ms`)
      for (const [name, estimate] of [
        ['optimistic', lcp.optimisticEstimate],
        ['pessimistic', lcp.pessimisticEstimate],
      ] as const) {
        console.log(`  ${name} ${Math.round(estimate.timeInMs)} ms, ending on:`)
        const timings = estimate.nodeTimings as unknown as ReadonlyMap<SimulatedNode, SimulatedTiming>
        for (const { what, start, end } of lastSteps(timings, stepsShown))
          console.log(`    ${Math.round(start)}–${Math.round(end)} ms ${what}`)
      }
    }
  }
} finally {
  await server.close()
}
