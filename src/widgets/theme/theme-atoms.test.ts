// @vitest-environment happy-dom
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chosenThemeAtom, toggleThemeAtom } from './theme-atoms.ts'

function emulateSystem(prefersDark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: prefersDark && query === '(prefers-color-scheme: dark)' }))
}

describe('toggleThemeAtom', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    { stored: null, systemPrefersDark: false, next: 'dark' },
    { stored: null, systemPrefersDark: true, next: 'light' },
    { stored: 'dark', systemPrefersDark: false, next: 'light' },
    { stored: 'light', systemPrefersDark: true, next: 'dark' },
  ])('stored $stored, system dark $systemPrefersDark: flips to $next', ({ stored, systemPrefersDark, next }) => {
    if (stored) localStorage.setItem('theme', stored)
    emulateSystem(systemPrefersDark)
    const store = createStore()

    store.set(toggleThemeAtom)

    expect(store.get(chosenThemeAtom)).toBe(next)
    expect(localStorage.getItem('theme')).toBe(next)
    expect(document.documentElement.classList.contains('dark')).toBe(next === 'dark')
  })

  it('without a choice, flips what shows now: the system went dark after the page was read', () => {
    emulateSystem(false)
    const store = createStore()
    expect(store.get(chosenThemeAtom)).toBeNull()
    emulateSystem(true)

    store.set(toggleThemeAtom)

    expect(store.get(chosenThemeAtom)).toBe('light')
    expect(localStorage.getItem('theme')).toBe('light')
  })

  it('flips back on a second toggle', () => {
    emulateSystem(false)
    const store = createStore()
    store.set(toggleThemeAtom)
    store.set(toggleThemeAtom)
    expect(localStorage.getItem('theme')).toBe('light')
    expect(document.documentElement.classList.contains('dark')).toBe(false)
  })
})
