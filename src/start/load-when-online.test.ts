import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settled } from '#tests/support/settled.ts'
import { loadWhenOnline } from './load-when-online.ts'

let window: EventTarget
beforeEach(() => {
  window = new EventTarget()
  vi.stubGlobal('addEventListener', window.addEventListener.bind(window))
})
afterEach(() => vi.unstubAllGlobals())

/** A download that fails as often as told, then brings the module. */
function download(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw new TypeError('Failed to fetch dynamically imported module')
    return 'module'
  })
  return load
}

describe('loadWhenOnline', () => {
  it('brings the module at once when the download works', async () => {
    const load = download(0)
    const module = loadWhenOnline(load)
    expect(await settled(module)).toBe(true)
    expect(await module).toBe('module')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('waits after a failed download, tries again each time the browser is back online, then brings it', async () => {
    const load = download(2)
    const module = loadWhenOnline(load)
    expect(await settled(module)).toBe(false)
    expect(load).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new Event('online'))
    expect(await settled(module)).toBe(false)
    expect(load).toHaveBeenCalledTimes(2)
    window.dispatchEvent(new Event('online'))
    expect(await settled(module)).toBe(true)
    expect(await module).toBe('module')
    expect(load).toHaveBeenCalledTimes(3)
  })
})
