import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { settled } from '#tests/support/settled.ts'

type Report = (entries: { isIntersecting: boolean }[]) => void

class FakeObserver {
  disconnected = false
  constructor(readonly report: Report) {
    observers.push(this)
  }
  observe() {}
  disconnect() {
    this.disconnected = true
  }
}
let observers: FakeObserver[]

class FakeMutationObserver {
  constructor(readonly report: () => void) {
    mutationObservers.push(this)
  }
  observe() {}
  disconnect() {}
}
let mutationObservers: FakeMutationObserver[]
let elements: Map<string, { id: string; isConnected: boolean }>

/** A page prerendered at `prerendered`, opened at `path`, holding elements with these ids. */
function page({ prerendered = '/', path = '/', ids = ['contact'] } = {}) {
  vi.stubGlobal('location', { pathname: path })
  elements = new Map(ids.map((id) => [id, { id, isConnected: true }]))
  vi.stubGlobal('document', {
    querySelector: () => ({ content: prerendered }),
    getElementById: (id: string) => elements.get(id) ?? null,
  })
  vi.stubGlobal('IntersectionObserver', FakeObserver)
  vi.stubGlobal('MutationObserver', FakeMutationObserver)
}

beforeEach(() => {
  observers = []
  mutationObservers = []
  vi.resetModules()
})
afterEach(() => vi.unstubAllGlobals())

describe('nearViewport', () => {
  it.each([
    ['a page the router renders (another path than the HTML holds)', { prerendered: '/books/a', path: '/' }],
    ['a section the HTML does not hold', { ids: [] }],
  ])('goes at once on %s', async (_, setup) => {
    page(setup)
    const { nearViewport } = await import('./near-viewport.ts')
    expect(await settled(nearViewport('contact'))).toBe(true)
  })

  it('goes at once in the build, where there is no document', async () => {
    const { nearViewport } = await import('./near-viewport.ts')
    expect(await settled(nearViewport('contact'))).toBe(true)
  })

  it('holds a prerendered section until it is near, then stops observing', async () => {
    page()
    const { nearViewport } = await import('./near-viewport.ts')
    const near = nearViewport('contact')
    observers[0].report([{ isIntersecting: false }])
    expect(await settled(near)).toBe(false)
    observers[0].report([{ isIntersecting: true }])
    expect(await settled(near)).toBe(true)
    expect(observers[0].disconnected).toBe(true)
  })

  it('lets a held section go once its markup leaves the page, and holds the others', async () => {
    page({ ids: ['books', 'contact'] })
    const { nearViewport } = await import('./near-viewport.ts')
    const books = nearViewport('books')
    const contact = nearViewport('contact')
    elements.get('books')!.isConnected = false
    mutationObservers[0].report()
    expect(await settled(books)).toBe(true)
    expect(observers[0].disconnected).toBe(true)
    expect(await settled(contact)).toBe(false)
  })
})
