import { describe, expect, it } from 'vitest'
import { cornerBand, cornerBandMargin, reachesCorner } from './corner-band.ts'

describe('the floating buttons clear of what they would cover', () => {
  it('waits while the hero reaches into the bottom band where the buttons sit', () => {
    // A phone's first screen: the hero (85% of it) and the header take it all.
    expect(reachesCorner({ top: 53, bottom: 844 }, 844)).toBe(true)
    expect(reachesCorner({ top: 53, bottom: 844 - cornerBand + 1 }, 844)).toBe(true)
  })

  it('shows them once the hero ends above the band: scrolled past, or a wide screen whose hero is short', () => {
    expect(reachesCorner({ top: -800, bottom: -10 }, 844)).toBe(false)
    expect(reachesCorner({ top: 60, bottom: 600 }, 900)).toBe(false)
    expect(reachesCorner({ top: 53, bottom: 844 - cornerBand }, 844)).toBe(false)
  })

  it('makes the observer’s root the band alone, whatever the screen’s height', () => {
    expect(cornerBandMargin(844)).toBe(`${cornerBand - 844}px 0px 0px 0px`)
    expect(cornerBandMargin(640)).toBe(`${cornerBand - 640}px 0px 0px 0px`)
    // A screen lower than the band is all band.
    expect(cornerBandMargin(50)).toBe('0px 0px 0px 0px')
  })
})
