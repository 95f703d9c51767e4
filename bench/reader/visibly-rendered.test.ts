import { describe, expect, it } from 'vitest'
import { visiblyRendered } from './visibly-rendered.ts'

const phone = { width: 390, height: 844 }
const inView = { left: 20, top: 300, right: 370, bottom: 700 }

describe('visiblyRendered', () => {
  it.each([
    { case: 'opaque and in view', opacities: [1, 1, 1], box: inView, seen: true },
    { case: 'an ancestor still fading in (0.9 counts)', opacities: [1, 0.9, 1], box: inView, seen: true },
    { case: 'an ancestor at opacity 0, as a prerendered section', opacities: [1, 0, 1], box: inView, seen: false },
    { case: 'the element itself half faded', opacities: [0.5, 1], box: inView, seen: false },
    {
      case: 'partly in view, at the bottom edge',
      opacities: [1],
      box: { ...inView, top: 800, bottom: 1200 },
      seen: true,
    },
    { case: 'just below the viewport', opacities: [1], box: { ...inView, top: 844, bottom: 1200 }, seen: false },
    { case: 'scrolled past, above it', opacities: [1], box: { ...inView, top: -400, bottom: 0 }, seen: false },
    { case: 'no size (not laid out)', opacities: [1], box: { left: 0, top: 0, right: 0, bottom: 0 }, seen: false },
  ])('$case', ({ opacities, box, seen }) => {
    expect(visiblyRendered(opacities, box, phone)).toBe(seen)
  })
})
