import { describe, expect, it } from 'vitest'
import type { MailDelivery } from '../server/pglite-store.ts'
import { mailLine } from './mail-line.ts'

const createdAt = '2026-11-22T10:00:00Z'
const line = (mail: Partial<MailDelivery>, now = '2026-11-22T10:01:00Z') =>
  mailLine(
    { createdAt, mail: { sentAt: null, held: false, attempts: 1, nextTry: '2026-11-22T10:05:00Z', ...mail } },
    new Date(now),
  )

describe('mailLine', () => {
  it('says when the mail was sent', () => {
    expect(line({ sentAt: '2026-11-22T10:00:02Z' })).toBe('mail sent 2026-11-22T10:00:02Z')
  })

  it('says a mail held in a flood, since its message came', () => {
    expect(line({ held: true, attempts: 0, nextTry: createdAt })).toBe(
      'mail HELD since 2026-11-22T10:00:00Z: more messages came than the mails allowed per window; it goes out as the window allows',
    )
  })

  it('says a mail let through but not tried yet, and when it is due', () => {
    expect(line({ attempts: 0, nextTry: '2026-11-22T10:30:00Z' })).toBe('mail not sent yet: due 2026-11-22T10:30:00Z')
  })

  it('calls the first claim, while it runs, being sent; once it has lapsed unsent, failed', () => {
    expect(line({})).toBe('mail being sent')
    expect(line({}, '2026-11-22T10:06:00Z')).toBe('mail FAILED: 1 attempt, next try 2026-11-22T10:05:00Z')
  })

  it('says a mail put back after a failure, how often it was tried and when it is tried next', () => {
    expect(line({ nextTry: '2026-11-22T10:01:01Z' })).toBe('mail FAILED: 1 attempt, next try 2026-11-22T10:01:01Z')
    expect(line({ attempts: 3, nextTry: '2026-11-22T10:09:00Z' })).toBe(
      'mail FAILED: 3 attempts, next try 2026-11-22T10:09:00Z',
    )
  })
})
