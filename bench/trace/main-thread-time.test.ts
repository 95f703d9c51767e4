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
      case: 'a task ended before the first paint, or on another thread, is not counted',
      tasks: [task(800, 150, { running: 150 }), task(1100, 300, { thread: otherThread })],
      expected: { wall: 0, running: 0, blockingFromRunning: 0 },
    },
    {
      case: 'a task begun before the first paint counts from it, having run as much of that part',
      tasks: [task(900, 300, { running: 150 })],
      expected: { wall: 200, running: 100, blockingFromRunning: 350 },
    },
    {
      case: 'the slowdown is the one given',
      tasks: [task(1100, 30, { running: 20 })],
      slowdown: 6,
      expected: { wall: 30, running: 20, blockingFromRunning: 70 },
    },
  ])('$case', ({ tasks, slowdown = 4, expected }) => {
    expect(mainThreadTime([firstPaint, ...tasks], slowdown)).toEqual(expected)
  })

  it('says so when the trace has no first paint', () => {
    expect(() => mainThreadTime([task(1100, 80, { running: 80 })], 4)).toThrow('no first contentful paint')
  })
})
