import { ms } from './trace-event.ts'

/** The fields of a node of Lighthouse's simulated page load (lantern) that the figures read. */
export type SimulatedNode =
  | { type: 'network'; request: { url: string; resourceType?: string; priority: string; transferSize: number } }
  | { type: 'cpu'; duration: number }

export interface SimulatedTiming {
  startTime: number
  endTime: number
}

export interface SimulatedStep {
  what: string
  start: number
  end: number
}

// A data URL is its own content: its first characters say what it is, the rest is noise.
const shown = (url: string) => (url.startsWith('data:') ? `${url.slice(0, 30)}…` : new URL(url).pathname)

const described = (node: SimulatedNode) =>
  node.type === 'cpu'
    ? `main-thread task, ${Math.round(ms(node.duration))} ms as observed`
    : `${node.request.resourceType ?? 'request'} ${shown(node.request.url)}, ${node.request.priority} priority, ${node.request.transferSize} B`

/** The steps of a simulated load that ended last, latest first: what an estimate of the largest paint waited for. */
export function lastSteps(timings: ReadonlyMap<SimulatedNode, SimulatedTiming>, count: number): SimulatedStep[] {
  return [...timings]
    .sort(([, a], [, b]) => b.endTime - a.endTime)
    .slice(0, count)
    .map(([node, { startTime, endTime }]) => ({ what: described(node), start: startTime, end: endTime }))
}
