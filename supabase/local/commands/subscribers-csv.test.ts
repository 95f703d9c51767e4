import { describe, expect, it } from 'vitest'
import type { Subscriber } from '../server/subscribers.ts'
import { subscribersCsv, subscribersText } from './subscribers-csv.ts'

const reader = (email: string, status: Subscriber['status'], consent = 'Send me news.'): Subscriber => ({
  email,
  status,
  consent,
  subscribedAt: '2026-11-24T10:00:00Z',
  confirmedAt: status === 'pending' ? null : '2026-11-24T10:05:00Z',
})

describe('subscribersCsv', () => {
  it('lists the confirmed readers only, a header first, CRLF line ends', () => {
    const csv = subscribersCsv([
      reader('ada@example.com', 'confirmed'),
      reader('bea@example.com', 'pending'),
      reader('cy@example.com', 'unsubscribed'),
    ])
    expect(csv).toBe('email,confirmed_at,consent\r\nada@example.com,2026-11-24T10:05:00Z,Send me news.\r\n')
  })

  it.each([
    ['a comma', 'News, please.', '"News, please."'],
    ['a quote', 'Say "yes".', '"Say ""yes""."'],
    ['a formula', '=HYPERLINK("https://evil.example")', `"'=HYPERLINK(""https://evil.example"")"`],
    ['a plus', '+1', `"'+1"`],
    ['a minus', '-1', `"'-1"`],
    ['an at sign', '@SUM(A1)', `"'@SUM(A1)"`],
  ])('quotes a consent with %s', (_what, consent, cell) => {
    expect(subscribersCsv([reader('ada@example.com', 'confirmed', consent)]).split('\r\n')[1]).toBe(
      `ada@example.com,2026-11-24T10:05:00Z,${cell}`,
    )
  })

  it('keeps an address that starts like a formula from running as one', () => {
    expect(subscribersCsv([reader('=1+1@example.com', 'confirmed')]).split('\r\n')[1]).toMatch(
      /^"'=1\+1@example\.com",/,
    )
  })
})

describe('subscribersText', () => {
  it('lists the confirmed readers and counts who has not confirmed yet', () => {
    expect(subscribersText([reader('ada@example.com', 'confirmed'), reader('bea@example.com', 'pending')])).toBe(
      'ada@example.com  (confirmed 2026-11-24T10:05:00Z)\n1 confirmed; 1 not confirmed yet (not listed)',
    )
  })
})
