import { describe, expect, it } from 'vitest'
import { type ActedOn, effectOfTap, type PageState } from './tap-effect.ts'

const timeOrigin = 1_000_000
const tap = { at: timeOrigin + 2_000, timeOrigin }
const details: ActedOn = { kinds: ['dialog', 'navigation'], path: '/books/golden-horizons' }
const share: ActedOn = { kinds: ['share', 'copy'] }
const samePage = (effects: PageState['effects'], path = '/'): PageState => ({ timeOrigin, path, effects })
const newPage = (path: string, firstPaint?: number): PageState => ({
  timeOrigin: timeOrigin + 2_150,
  path,
  firstPaint,
  effects: [],
})

describe('effectOfTap', () => {
  it.each([
    { case: 'nothing yet', state: samePage([]), actedOn: details, effect: undefined },
    {
      case: 'a dialog opened, timed from the tap',
      state: samePage([{ kind: 'dialog', at: 2_080 }]),
      actedOn: details,
      effect: { kind: 'dialog', ms: 80 },
    },
    {
      case: 'the app went to the book in the same page',
      state: samePage([{ kind: 'navigation', at: 2_040, path: '/books/golden-horizons' }], '/books/golden-horizons'),
      actedOn: details,
      effect: { kind: 'navigation', ms: 40 },
    },
    {
      case: 'a navigation elsewhere is not the tap acted on',
      state: samePage([{ kind: 'navigation', at: 2_040, path: '/' }]),
      actedOn: details,
      effect: undefined,
    },
    {
      case: 'both: the earlier one names it',
      state: samePage([
        { kind: 'dialog', at: 2_090 },
        { kind: 'navigation', at: 2_060, path: '/books/golden-horizons' },
      ]),
      actedOn: details,
      effect: { kind: 'navigation', ms: 60 },
    },
    {
      case: "the book's own page loaded, timed to its first paint",
      state: newPage('/books/golden-horizons', 700),
      actedOn: details,
      effect: { kind: 'navigation', ms: 850 },
    },
    {
      case: "the book's own page, not painted yet",
      state: newPage('/books/golden-horizons'),
      actedOn: details,
      effect: undefined,
    },
    { case: 'another page loaded', state: newPage('/elsewhere', 700), actedOn: details, effect: undefined },
    {
      case: 'the share sheet was asked for',
      state: samePage([{ kind: 'share', at: 2_120 }]),
      actedOn: share,
      effect: { kind: 'share', ms: 120 },
    },
    {
      case: 'the link was copied instead',
      state: samePage([{ kind: 'copy', at: 2_200 }]),
      actedOn: share,
      effect: { kind: 'copy', ms: 200 },
    },
    {
      case: 'a dialog is not what sharing does',
      state: samePage([{ kind: 'dialog', at: 2_100 }]),
      actedOn: share,
      effect: undefined,
    },
  ])('$case', ({ state, actedOn, effect }) => {
    expect(effectOfTap(tap, state, actedOn)).toEqual(effect)
  })
})
