import { describe, expect, it } from 'vitest'
import { atPageEnd, type HeaderPlace, nextHeaderPlace } from './header-away.ts'

const header = 53

/** The places the header takes as the page goes through these scroll positions, from the top. */
function scrolled(...tops: number[]) {
  let place: HeaderPlace = { away: false, turn: 0 }
  return tops.map((top) => {
    place = nextHeaderPlace(place, top, header)
    return place.away
  })
}

describe('nextHeaderPlace', () => {
  it('leaves once the reader scrolls down past its own height, and stays away while they read on', () => {
    expect(scrolled(30, 53, 200, 400, 900)).toEqual([false, false, true, true, true])
  })

  it('comes back as the reader scrolls up, however far down the page', () => {
    expect(scrolled(400, 900, 2000, 1980)).toEqual([true, true, true, false])
  })

  it('leaves again when the reader scrolls down once more', () => {
    expect(scrolled(400, 900, 800, 850)).toEqual([true, true, false, true])
  })

  it('follows a slow scroll a few pixels a frame, from where it turned', () => {
    expect(scrolled(400, 396, 392, 388, 384, 380)).toEqual([true, true, true, true, false, false])
  })

  it('ignores a tremor smaller than its slack', () => {
    expect(scrolled(400, 395, 401, 390)).toEqual([true, true, true, true])
  })

  it('is always there at the top of the page, whichever way the page went', () => {
    expect(scrolled(400, 40)).toEqual([true, false])
    expect(scrolled(400, 0, 20)).toEqual([true, false, false])
  })
})

describe('atPageEnd', () => {
  it('is the last screen of the page, within a bounce of its end', () => {
    expect(atPageEnd(3000 - 800, 3000, 800)).toBe(true)
    expect(atPageEnd(3000 - 800 - 12, 3000, 800)).toBe(true)
    expect(atPageEnd(3000 - 800 - 100, 3000, 800)).toBe(false)
    expect(atPageEnd(0, 3000, 800)).toBe(false)
  })

  it('is true of a page no taller than the screen', () => {
    expect(atPageEnd(0, 600, 800)).toBe(true)
  })
})
