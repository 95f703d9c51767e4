import { type TraceEvent, threadOf } from './trace-event.ts'

/** One JS sample: when it was taken, the microseconds it stands for, and the file it ran in. */
export interface ScriptSample {
  ts: number
  span: number
  file: string
}

/** A built file's name without its hash: `react-cLIf91cK.js` is `react`. */
const fileName = (url: string | undefined) =>
  url
    ?.split('/')
    .pop()
    ?.replace(/-[\w-]{8}\.js$/, '') || undefined

/** The thread's JS samples, each named after the nearest frame with a file (native frames have none). */
export function scriptSamples(events: readonly TraceEvent[], thread: string): ScriptSample[] {
  const profile = events.find((event) => event.name === 'Profile' && threadOf(event) === thread)
  if (!profile) return []
  const fileOf = new Map<number, string>()
  const parentOf = new Map<number, number>()
  const samples: ScriptSample[] = []
  let ts = profile.args?.data?.startTime ?? profile.ts
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === profile.pid && e.id === profile.id)) {
    for (const { id, parent, callFrame } of chunk.args?.data?.cpuProfile?.nodes ?? []) {
      if (parent !== undefined) parentOf.set(id, parent)
      const file = fileName(callFrame.url)
      if (file) fileOf.set(id, file)
    }
    const deltas = chunk.args?.data?.timeDeltas ?? []
    for (const [index, id] of (chunk.args?.data?.cpuProfile?.samples ?? []).entries()) {
      ts += deltas[index] ?? 0
      let node: number | undefined = id
      while (node !== undefined && !fileOf.has(node)) node = parentOf.get(node)
      if (node !== undefined) samples.push({ ts, span: deltas[index] ?? 0, file: fileOf.get(node) as string })
    }
  }
  return samples
}
