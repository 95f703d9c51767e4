import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NextReadings } from './NextReadings.tsx'

// A build whose day began at midnight UTC; one reading the evening before, one the day after.
vi.mock('virtual:content/readings', () => {
  const reading = (venue: string, startsAt: string) => ({
    id: venue,
    venue,
    startsAt,
    when: startsAt,
    kind: 'Reading',
    city: 'Portland',
  })
  return {
    listedFrom: '2026-11-26T00:00:00.000Z',
    readings: {
      readings: [reading('Evening Before', '2026-11-25T20:00:00Z'), reading('Day After', '2026-11-27T18:00:00Z')],
    },
  }
})

// Node takes a new TZ at once, as a visitor's browser in that zone would read the clock.
afterEach(() => {
  vi.unstubAllEnvs()
})

describe('NextReadings', () => {
  // Where the visitor's day began before the build's (the evening before was already "today" there),
  // or after it, the first render must still be the build's list, or React redraws the section.
  it.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tokyo'])(
    'renders, as React adopts the page, the list the build made, for a visitor in %s',
    (zone) => {
      vi.stubEnv('TZ', zone)
      const html = renderToString(<NextReadings />)
      expect(html).toContain('Day After')
      expect(html).not.toContain('Evening Before')
    },
  )
})
