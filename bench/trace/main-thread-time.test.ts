import { describe, expect, it } from 'vitest'
import { mainThreadTime } from './main-thread-time.ts'
import { firstPaint, otherThread, task } from './test-trace.ts'

describe('mainThreadTime', () => {
  it.each([
    { case: 'no task after the first paint', tasks: [], expected: { wall: 0, running: 0, blockingFromRunning: 0 } },
    {
      case: 'a task that waited for a core blocks only by what it ran',
      tasks: [task(1100, 60, { running: 10 })],
      expected: { wall: 60, running: 10, blockingFromRunning: 0 },
    },
    {
      case: 'past 12.5 ms of running, four times that blocks beyond 50 ms',
      tasks: [task(1100, 30, { running: 20 })],
      expected: { wall: 30, running: 20, blockingFromRunning: 30 },
    },
    {
      case: 'tasks add up',
      tasks: [task(1100, 30, { running: 20 }), task(1200, 40, { running: 25 })],
      expected: { wall: 70, running: 45, blockingFromRunning: 80 },
    },
    {
      case: 'a task begun before the first paint, or on another thread, is not counted',
      tasks: [task(900, 300, { running: 300 }), task(1100, 300, { thread: otherThread })],
      expected: { wall: 0, running: 0, blockingFromRunning: 0 },
    },
  ])('$case', ({ tasks, expected }) => {
    expect(mainThreadTime([firstPaint, ...tasks])).toEqual(expected)
  })

  it('says so when the trace has no first paint', () => {
    expect(() => mainThreadTime([task(1100, 80, { running: 80 })])).toThrow('no first contentful paint')
  })
})
