import { describe, expect, it } from 'vitest'
import { eventsReport } from './events-report.ts'

const files = (count: number) => Array.from({ length: count }, (_, index) => ({ fileName: `${index}.ics`, source: '' }))

describe('eventsReport', () => {
  it('says how many events are past, and the files written: one per event and the feed', () => {
    expect(eventsReport({ files: files(6), upcoming: 3, past: 2 })).toBe(
      'events: 3 upcoming, 2 past (listed as past on /events); 5 calendar files and the feed /events.ics',
    )
  })
})
