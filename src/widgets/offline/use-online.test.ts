// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useOnline } from './use-online.ts'

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')))
}

describe('useOnline', () => {
  afterEach(() => vi.restoreAllMocks())

  it("follows the browser's offline and online events", () => {
    const { result } = renderHook(useOnline)
    expect(result.current).toBe(true)
    goOnline(false)
    expect(result.current).toBe(false)
    goOnline(true)
    expect(result.current).toBe(true)
  })

  it('reads the state at mount, for a page opened offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(renderHook(useOnline).result.current).toBe(false)
  })

  it('stops listening once unmounted', () => {
    const removed = vi.spyOn(window, 'removeEventListener')
    renderHook(useOnline).unmount()
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['offline', 'online'])
  })
})
