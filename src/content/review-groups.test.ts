import { describe, expect, it } from 'vitest'
import { type ReviewKind, reviewGroups } from './review-groups.ts'

const review = (source: string, kind?: ReviewKind) => ({ source, ...(kind && { kind }) })

describe('reviewGroups', () => {
  it('puts a review without a kind among the readers’ and keeps the book’s order within each heading', () => {
    expect(reviewGroups([review('a'), review('b')])).toEqual([
      { kind: 'readers', stars: true, reviews: [review('a'), review('b')] },
    ])
  })

  it('gives each kind its heading once, readers, praise then press, and none to a kind with no review; stars but to the press', () => {
    const press1 = review('Times', 'press')
    const reader = review('Ann')
    const praise = review('A novelist', 'praise')
    const press2 = review('Post', 'press')
    expect(reviewGroups([press1, reader, praise, press2])).toEqual([
      { kind: 'readers', stars: true, reviews: [reader] },
      { kind: 'praise', stars: true, reviews: [praise] },
      { kind: 'press', stars: false, reviews: [press1, press2] },
    ])
    expect(reviewGroups([press1])).toEqual([{ kind: 'press', stars: false, reviews: [press1] }])
    expect(reviewGroups([])).toEqual([])
  })
})
