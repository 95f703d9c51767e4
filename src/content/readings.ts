export type ReadingKind = 'Reading' | 'Signing' | 'Conversation'

export interface Reading {
  /** Stable and unique: it becomes the calendar UID and the file name. */
  id: string
  kind: ReadingKind
  venue: string
  address: string
  city: string
  /** The venue's IANA zone: times are shown as the venue's clock reads them. */
  timeZone: string
  /** ISO 8601 with the venue's UTC offset on that date, so the instant is unambiguous. */
  startsAt: string
  durationMinutes: number
  description: string
}

/** Fictional events in real cities, in date order. */
export const readings: readonly Reading[] = [
  {
    id: 'portland-2026-12-10',
    kind: 'Reading',
    venue: 'Fogline Books',
    address: '212 Fore Street',
    city: 'Portland, Maine',
    timeZone: 'America/New_York',
    startsAt: '2026-12-10T19:00:00-05:00',
    durationMinutes: 90,
    description: 'Elena reads from The Digital Ocean, then takes questions; free, no booking needed.',
  },
  {
    id: 'bristol-2027-01-23',
    kind: 'Signing',
    venue: 'Tidewater Bookshop',
    address: '8 Harbourside Walk',
    city: 'Bristol, UK',
    timeZone: 'Europe/London',
    startsAt: '2027-01-23T14:00:00+00:00',
    durationMinutes: 120,
    description: 'Bring your copies; signed editions of all three novels on sale.',
  },
  {
    id: 'lisbon-2027-03-12',
    kind: 'Conversation',
    venue: 'Livraria do Cais',
    address: 'Rua do Cais 41',
    city: 'Lisbon, Portugal',
    timeZone: 'Europe/Lisbon',
    startsAt: '2027-03-12T18:30:00+00:00',
    durationMinutes: 75,
    description: 'Elena in conversation about Golden Horizons, family and the land; in English, with Portuguese Q&A.',
  },
  {
    id: 'seattle-2027-04-17',
    kind: 'Reading',
    venue: 'Salt & Cedar Books',
    address: '1450 Western Avenue',
    city: 'Seattle, Washington',
    timeZone: 'America/Los_Angeles',
    startsAt: '2027-04-17T19:00:00-07:00',
    durationMinutes: 90,
    description: 'A reading from Tides of Change and a first look at the coming novel.',
  },
  {
    id: 'halifax-2027-06-05',
    kind: 'Signing',
    venue: 'Harbourfront Festival Tent',
    address: '1751 Lower Water Street',
    city: 'Halifax, Nova Scotia',
    timeZone: 'America/Halifax',
    startsAt: '2027-06-05T11:00:00-03:00',
    durationMinutes: 120,
    description: 'Signing at the waterfront book festival; the queue closes at 12:45.',
  },
]
