import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { hostToasts, toastHostAtom } from './toast-host.ts'

const element = (name: string) => ({ name }) as unknown as HTMLElement

describe('toast host', () => {
  it('is the page until a dialog opens, then the topmost open dialog', () => {
    const store = createStore()
    expect(store.get(toastHostAtom)).toBeUndefined()
    const outer = element('outer')
    const inner = element('inner')
    const closeOuter = hostToasts(outer, store)
    expect(store.get(toastHostAtom)).toBe(outer)
    const closeInner = hostToasts(inner, store)
    expect(store.get(toastHostAtom)).toBe(inner)
    closeInner()
    expect(store.get(toastHostAtom)).toBe(outer)
    closeOuter()
    expect(store.get(toastHostAtom)).toBeUndefined()
  })

  it('forgets a dialog that closes while another above it is still open', () => {
    const store = createStore()
    const outer = element('outer')
    const inner = element('inner')
    const closeOuter = hostToasts(outer, store)
    hostToasts(inner, store)
    closeOuter()
    expect(store.get(toastHostAtom)).toBe(inner)
  })
})
