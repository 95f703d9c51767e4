import { describe, expect, it } from 'vitest'
import { keepTapping, maxOffsets } from './offsets.ts'

const not = false
const yes = true

describe('keepTapping', () => {
  it.each([
    { case: 'the first tap is always tried', taps: [], more: true },
    { case: 'not hydrated yet: on', taps: [not, not, not], more: true },
    { case: 'just hydrated: two more to come', taps: [not, yes], more: true },
    { case: 'one more after hydrated: one more to come', taps: [not, yes, yes], more: true },
    { case: 'two more after hydrated: done', taps: [not, yes, yes, yes], more: false },
    { case: 'counted from the first hydrated tap, whatever came after', taps: [yes, not, not], more: false },
    { case: 'never hydrated: stops at the cap', taps: Array(maxOffsets).fill(not), more: false },
    { case: 'hydrated near the cap: the cap still wins', taps: [...Array(maxOffsets - 1).fill(not), yes], more: false },
  ])('$case', ({ taps, more }) => {
    expect(keepTapping(taps)).toBe(more)
  })
})
