import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { throttledSave } from './throttled-save.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

/** Pushes each value at its time (ms from the start), then lets every timer run; returns what was saved, when. */
function run(pushes: readonly (readonly [number, number])[], flushAt?: number) {
  const saved: [number, number][] = []
  const start = Date.now()
  const elapsed = () => Date.now() - start
  const save = throttledSave((value: number) => saved.push([elapsed(), value]), 1000)
  for (const [at, value] of pushes) {
    vi.advanceTimersByTime(at - elapsed())
    save.push(value)
  }
  if (flushAt !== undefined) {
    vi.advanceTimersByTime(flushAt - elapsed())
    save.flush()
  }
  vi.runAllTimers()
  return saved
}

describe('throttledSave', () => {
  it.each([
    { case: 'one push: saved at once', pushes: [[0, 1]], saved: [[0, 1]] },
    {
      case: 'a burst: the first at once, the last a second later',
      pushes: [
        [0, 1],
        [100, 2],
        [400, 3],
      ],
      saved: [
        [0, 1],
        [1000, 3],
      ],
    },
    {
      case: 'pushes a second apart: each saved at once',
      pushes: [
        [0, 1],
        [1000, 2],
        [2500, 3],
      ],
      saved: [
        [0, 1],
        [1000, 2],
        [2500, 3],
      ],
    },
    {
      case: 'steady scrolling: about one save a second, ending on the last value',
      pushes: Array.from({ length: 25 }, (_, i) => [i * 100, i] as const),
      saved: [
        [0, 0],
        [1000, 9], // the timer fires before the push at the same moment
        [2000, 19],
        [3000, 24],
      ],
    },
  ] as const)('$case', ({ pushes, saved }) => {
    expect(run(pushes)).toEqual(saved)
  })

  it('saves the waiting value at once on flush, and not again after', () => {
    const saved = run(
      [
        [0, 1],
        [200, 2],
      ],
      300,
    )
    expect(saved).toEqual([
      [0, 1],
      [300, 2],
    ])
  })

  it('does nothing on flush when nothing waits', () => {
    expect(run([[0, 1]], 500)).toEqual([[0, 1]])
  })

  it('drops the waiting value on cancel', () => {
    const saved: number[] = []
    const save = throttledSave((value: number) => saved.push(value), 1000)
    save.push(1)
    save.push(2)
    save.cancel()
    vi.runAllTimers()
    save.flush()
    expect(saved).toEqual([1])
  })
})
