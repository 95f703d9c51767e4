// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { read, remember } from './device-storage.ts'

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('device storage', () => {
  it('reads what was remembered, and null for what never was', () => {
    remember('theme', 'dark')
    expect(read('theme')).toBe('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(read('text-size')).toBeNull()
  })

  it('reads null and keeps nothing, without throwing, when the reader blocks storage', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    vi.stubGlobal('localStorage', { getItem: blocked, setItem: blocked })
    expect(() => remember('theme', 'dark')).not.toThrow()
    expect(read('theme')).toBeNull()
  })
})
