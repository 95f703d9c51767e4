import { describe, expect, it } from 'vitest'
import { regionOfZone } from './zone-region.ts'

describe('regionOfZone', () => {
  it.each([
    ['Europe/Lisbon', 'PT'],
    ['Atlantic/Madeira', 'PT'],
    ['Europe/London', 'GB'],
    ['America/New_York', 'US'],
    ['America/Halifax', 'CA'],
    ['Europe/Berlin', 'DE'],
    ['Asia/Calcutta', 'IN'],
    ['Asia/Kolkata', 'IN'],
    ['Etc/UTC', undefined],
  ])('%s is kept by %s', (zone, region) => {
    expect(regionOfZone(zone)).toBe(region)
  })
})
