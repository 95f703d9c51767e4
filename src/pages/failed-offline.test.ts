import { afterEach, describe, expect, it, vi } from 'vitest'
import { failedOffline } from './failed-offline.ts'

const goOnline = (online: boolean) => vi.stubGlobal('navigator', { onLine: online })

describe('failedOffline', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    { when: 'offline', online: false, offline: true },
    { when: 'online', online: true, offline: false },
  ])('tells a failure first seen $when as such', ({ online, offline }) => {
    goOnline(online)
    expect(failedOffline(new TypeError('Failed to fetch'))).toBe(offline)
  })

  it('keeps telling a failure seen offline as offline once the browser is back online', () => {
    const failure = new TypeError('Failed to fetch')
    goOnline(false)
    failedOffline(failure)
    goOnline(true)
    expect(failedOffline(failure)).toBe(true)
    expect(failedOffline(new TypeError('Failed to fetch'))).toBe(false)
  })

  it('reads the browser now for a failure that is not an object', () => {
    goOnline(false)
    expect(failedOffline('lost')).toBe(true)
    goOnline(true)
    expect(failedOffline('lost')).toBe(false)
  })
})
