import { describe, expect, it } from 'vitest'
import { animationsSettled } from './animations-settled.ts'

const running = () => {
  const settle = { end: () => {}, cancel: () => {} }
  const finished = new Promise<Animation>((resolve, reject) => {
    settle.end = () => resolve({} as Animation)
    settle.cancel = () => reject(new DOMException('cancelled', 'AbortError'))
  })
  return { animation: { finished } as Animation, ...settle }
}

const settledYet = async (promise: Promise<void>) => {
  let settled = false
  promise.then(() => {
    settled = true
  })
  await new Promise((wait) => setTimeout(wait))
  return settled
}

describe('animationsSettled', () => {
  it('settles at once when nothing runs, or the element is gone', async () => {
    expect(await settledYet(animationsSettled({ getAnimations: () => [] }))).toBe(true)
    expect(await settledYet(animationsSettled(null))).toBe(true)
  })

  it('waits for every running animation, ended or cancelled', async () => {
    const [first, second] = [running(), running()]
    const settled = animationsSettled({ getAnimations: () => [first.animation, second.animation] })
    first.end()
    expect(await settledYet(settled)).toBe(false)
    second.cancel()
    expect(await settledYet(settled)).toBe(true)
  })
})
