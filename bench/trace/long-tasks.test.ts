import { describe, expect, it } from 'vitest'
import { longTasksAfterFirstPaint } from './long-tasks.ts'
import { at, event, firstPaint, otherThread, page, task } from './test-trace.ts'
import type { TraceEvent } from './trace-event.ts'

describe('longTasksAfterFirstPaint', () => {
  it.each([
    { case: 'a task of 50 ms or less blocks nothing', tasks: [task(1100, 50)], blocking: [] },
    { case: 'past 50 ms, the rest blocks', tasks: [task(1100, 80)], blocking: [30] },
    { case: 'a task done before the first paint is not counted', tasks: [task(800, 150)], blocking: [] },
    { case: 'a task across the first paint counts from it', tasks: [task(950, 120)], blocking: [20] },
    { case: 'another thread is not the page', tasks: [task(1100, 200, { thread: otherThread })], blocking: [] },
    { case: 'each long task on its own, in order', tasks: [task(1100, 60), task(1300, 90)], blocking: [10, 40] },
  ])('$case', ({ tasks, blocking }) => {
    const found = longTasksAfterFirstPaint([firstPaint, ...tasks])
    expect(found.map((found) => found.blocking)).toEqual(blocking)
  })

  it.each([
    {
      case: "the browser's work inside a task, an event nested in another counted once",
      events: [
        event('v8.evaluateModule', 1100, 40),
        event('FunctionCall', 1110, 20),
        event('Layout', 1150, 30),
        event('UpdateLayoutTree', 1180, 10),
      ],
      work: [
        ['script', 40],
        ['layout', 30],
        ['style', 10],
      ],
    },
    {
      case: "a timer's promise callbacks as script, the parser's work on arriving bytes as parsing",
      events: [
        event('TimerFire', 1100, 60),
        event('RunMicrotasks', 1101, 58),
        event('DecodedDataDocumentParser::AppendBytes', 1170, 25),
      ],
      work: [
        ['script', 60],
        ['parse HTML', 25],
      ],
    },
  ])('names $case', ({ events, work }) => {
    const [found] = longTasksAfterFirstPaint([firstPaint, task(1100, 100), ...events])
    expect(found.work).toEqual(work)
  })

  it('names the files the sampled script ran in, a native frame by the script that called it', () => {
    const profile: TraceEvent = {
      name: 'Profile',
      ph: 'P',
      id: '0x1',
      ts: at(0),
      ...page,
      args: { data: { startTime: at(1100) } },
    }
    const nodes = [
      { id: 1, callFrame: {} },
      { id: 2, parent: 1, callFrame: { url: 'http://localhost/assets/react-cLIf91cK.js' } },
      { id: 3, parent: 2, callFrame: { url: '' } },
      { id: 4, parent: 1, callFrame: { url: 'http://localhost/assets/app-DOou8XBJ.js' } },
    ]
    const chunk: TraceEvent = {
      name: 'ProfileChunk',
      ph: 'P',
      id: '0x1',
      ts: at(0),
      ...otherThread,
      pid: page.pid,
      args: { data: { cpuProfile: { nodes, samples: [2, 3, 3, 4, 1] }, timeDeltas: [1000, 10000, 10000, 5000, 1000] } },
    }
    const [found] = longTasksAfterFirstPaint([firstPaint, task(1100, 100), profile, chunk])
    expect(found.scripts).toEqual([
      ['react', 21],
      ['app', 5],
    ])
  })

  it('says so when the trace has no first paint', () => {
    expect(() => longTasksAfterFirstPaint([task(1100, 80)])).toThrow('no first contentful paint')
  })
})
