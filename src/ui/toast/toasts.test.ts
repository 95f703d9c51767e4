import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dismissToast, showToast, TOAST_DURATION_MS, toastsAtom } from './toasts.ts'

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows toasts in order, default style unless destructive', () => {
    const store = createStore()
    showToast({ title: 'Message Sent!', description: 'Thanks' }, store)
    showToast({ title: 'Error', description: 'Failed', variant: 'destructive' }, store)
    expect(store.get(toastsAtom).map(({ title, variant }) => [title, variant])).toEqual([
      ['Message Sent!', 'default'],
      ['Error', 'destructive'],
    ])
  })

  it('dismisses on request and by itself after the duration', () => {
    const store = createStore()
    const first = showToast({ title: 'A', description: '' }, store)
    showToast({ title: 'B', description: '' }, store)
    dismissToast(first, store)
    expect(store.get(toastsAtom).map((toast) => toast.title)).toEqual(['B'])
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1)
    expect(store.get(toastsAtom)).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.get(toastsAtom)).toHaveLength(0)
  })

  it('keeps a persistent toast until it is dismissed', () => {
    const store = createStore()
    const id = showToast({ title: 'A new version is available', description: '', persistent: true }, store)
    vi.advanceTimersByTime(TOAST_DURATION_MS * 10)
    expect(store.get(toastsAtom)).toHaveLength(1)
    dismissToast(id, store)
    expect(store.get(toastsAtom)).toHaveLength(0)
  })
})
