import { describe, expect, it } from 'vitest'
import type { Subscriber } from '../server/subscribers.ts'
import { subscribersCsv, subscribersText, topicArgument } from './subscribers-csv.ts'

const reader = (
  email: string,
  status: Subscriber['status'],
  consent = 'Send me news.',
  topic = 'newsletter',
): Subscriber => ({
  email,
  topic,
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
    expect(csv).toBe(
      'email,topic,confirmed_at,consent\r\nada@example.com,newsletter,2026-11-24T10:05:00Z,Send me news.\r\n',
    )
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
      `ada@example.com,newsletter,2026-11-24T10:05:00Z,${cell}`,
    )
  })

  it('keeps an address that starts like a formula from running as one', () => {
    expect(subscribersCsv([reader('=1+1@example.com', 'confirmed')]).split('\r\n')[1]).toMatch(
      /^"'=1\+1@example\.com",/,
    )
  })
})

describe('with release alerts', () => {
  const alert = 'Send me one email when this book is out.'
  const readers = [
    reader('ada@example.com', 'confirmed'),
    reader('ada@example.com', 'confirmed', alert, 'the-quiet-between-minds'),
    reader('bea@example.com', 'confirmed', alert, 'the-quiet-between-minds'),
    reader('cy@example.com', 'pending', alert, 'the-quiet-between-minds'),
    reader('dee@example.com', 'unsubscribed', alert, 'the-quiet-between-minds'),
  ]

  it('has a row per address and topic, each with the consent agreed to for it', () => {
    expect(subscribersCsv(readers).split('\r\n')).toEqual([
      'email,topic,confirmed_at,consent',
      'ada@example.com,newsletter,2026-11-24T10:05:00Z,Send me news.',
      `ada@example.com,the-quiet-between-minds,2026-11-24T10:05:00Z,${alert}`,
      `bea@example.com,the-quiet-between-minds,2026-11-24T10:05:00Z,${alert}`,
      '',
    ])
  })

  it('lists one topic’s confirmed readers: the newsletter’s are not an alert’s, nor the reverse', () => {
    expect(subscribersCsv(readers, 'the-quiet-between-minds')).toBe(
      `email,topic,confirmed_at,consent\r\nada@example.com,the-quiet-between-minds,2026-11-24T10:05:00Z,${alert}\r\nbea@example.com,the-quiet-between-minds,2026-11-24T10:05:00Z,${alert}\r\n`,
    )
    expect(subscribersText(readers, 'newsletter')).toBe(
      'ada@example.com  newsletter  (confirmed 2026-11-24T10:05:00Z)\n1 confirmed for newsletter; 0 not confirmed yet (not listed)',
    )
  })

  it('shows each address once in the terminal, with its topics', () => {
    expect(subscribersText(readers)).toBe(
      [
        'ada@example.com  newsletter, the-quiet-between-minds  (confirmed 2026-11-24T10:05:00Z)',
        'bea@example.com  the-quiet-between-minds  (confirmed 2026-11-24T10:05:00Z)',
        '2 confirmed; 1 not confirmed yet (not listed)',
      ].join('\n'),
    )
  })
})

describe('subscribersText', () => {
  it('lists the confirmed readers and counts who has not confirmed yet', () => {
    expect(subscribersText([reader('ada@example.com', 'confirmed'), reader('bea@example.com', 'pending')])).toBe(
      'ada@example.com  newsletter  (confirmed 2026-11-24T10:05:00Z)\n1 confirmed; 1 not confirmed yet (not listed)',
    )
  })
})

describe('topicArgument', () => {
  it.each([
    [['--csv'], {}],
    [['--topic', 'the-quiet-between-minds', '--csv'], { topic: 'the-quiet-between-minds' }],
    [['--csv', '--topic', 'newsletter'], { topic: 'newsletter' }],
  ])('%j → %j', (args, asked) => {
    expect(topicArgument(args)).toEqual(asked)
  })

  it.each([[['--topic']], [['--topic', '--csv']]])('asks for the name after --topic in %j', (args) => {
    expect(topicArgument(args)).toMatchObject({ problem: expect.stringContaining('--topic') })
  })
})
