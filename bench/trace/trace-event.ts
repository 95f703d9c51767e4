/** The fields of a Chromium trace event that the long-task attribution reads. */
export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
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
