import { expect, it } from 'vitest'
import { cachedUntilRejected } from './cached-until-rejected.ts'

it('makes the value once and keeps it', async () => {
  let calls = 0
  const kept = cachedUntilRejected(async () => ++calls)
  expect(await kept.made()).toBeUndefined()
  expect(await Promise.all([kept.get(), kept.get()])).toEqual([1, 1])
  expect(await kept.made()).toBe(1)
  expect(calls).toBe(1)
})

it('after a failure, the next use tries again', async () => {
  let calls = 0
  const kept = cachedUntilRejected(async () => {
    calls += 1
    if (calls === 1) throw new Error('not yet')
    return calls
  })
  await expect(kept.get()).rejects.toThrow('not yet')
  expect(await kept.made()).toBeUndefined()
  expect(await kept.get()).toBe(2)
})
