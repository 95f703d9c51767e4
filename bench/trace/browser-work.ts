import { add, ms, type TraceEvent } from './trace-event.ts'

const kinds: Record<string, string> = {
  ParseHTML: 'parse HTML',
  'DecodedDataDocumentParser::AppendBytes': 'parse HTML',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.evaluateModule': 'script',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  RunMicrotasks: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  EventDispatch: 'script',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
  'DocumentLoader::CommitNavigation': 'a document commits (the page, or an SVG image)',
}

/** Milliseconds of each kind of work among the events inside a task; a nested event counts once, in the outer one. */
export function browserWork(inside: readonly TraceEvent[]): Map<string, number> {
  const totals = new Map<string, number>()
  let coveredUntil = Number.NEGATIVE_INFINITY
  for (const event of [...inside].sort((a, b) => a.ts - b.ts)) {
    const kind = kinds[event.name]
    if (!kind || event.ts < coveredUntil) continue
    add(totals, kind, ms(event.dur ?? 0))
    coveredUntil = event.ts + (event.dur ?? 0)
  }
  return totals
}
