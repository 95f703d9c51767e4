// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest'
import { beforeAppScript } from './before-app-script.ts'

let script = ''
beforeAll(async () => {
  script = await beforeAppScript()
})

const head = (prerendered: string) => `
  <meta name="theme-color" content="#fdf8f0" media="(prefers-color-scheme: light)">
  <meta name="theme-color" content="#1b1613" media="(prefers-color-scheme: dark)">
  <meta name="prerendered" content="${prerendered}">`

interface Visit {
  stored?: Record<string, string>
  systemDark?: boolean
  at?: string
}

/** The device's colour scheme, which a reader's settings (or the hour) may turn while the page is open. */
const system = {
  dark: false,
  listeners: [] as (() => void)[],
  turn(dark: boolean) {
    system.dark = dark
    for (const listener of system.listeners) listener()
  },
}

/** The bundled script run as a page's head runs it, on a fresh <html>, with this storage and system theme. */
function runIn({ stored = {}, systemDark = false, at = '/' }: Visit = {}) {
  const html = document.documentElement
  for (const name of html.getAttributeNames()) html.removeAttribute(name)
  document.head.innerHTML = head('/')
  history.replaceState(null, '', at)
  localStorage.clear()
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value)
  system.dark = systemDark
  system.listeners = []
  window.matchMedia = ((query: string) => ({
    get matches() {
      return system.dark && query.includes('dark')
    },
    addEventListener: (_change: string, listener: () => void) => system.listeners.push(listener),
  })) as unknown as typeof matchMedia
  // The test DOM keeps no navigation timing: a first visit.
  performance.getEntriesByType = (() => []) as typeof performance.getEntriesByType
  new Function(script)()
  return html
}

describe('the before-app script, as the build inlines it', () => {
  it.each<Visit & { dark: boolean; bar: string }>([
    { stored: { theme: 'dark' }, systemDark: false, dark: true, bar: '#1b1613' },
    { stored: { theme: 'light' }, systemDark: true, dark: false, bar: '#fdf8f0' },
    { stored: {}, systemDark: true, dark: true, bar: '#1b1613' },
    { stored: { theme: '"dark"' }, systemDark: false, dark: false, bar: '#fdf8f0' },
  ])(
    'theme stored $stored, system dark $systemDark → dark $dark, both bars $bar',
    ({ stored, systemDark, dark, bar }) => {
      const html = runIn({ stored, systemDark })
      expect(html.classList.contains('dark')).toBe(dark)
      const bars = [...html.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content)
      expect(bars).toEqual([bar, bar])
    },
  )

  it('follows the system as it turns, bar and all, until the reader has chosen', () => {
    const html = runIn({ systemDark: false })
    const bars = () =>
      [...html.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content)
    system.turn(true)
    expect(html.classList.contains('dark')).toBe(true)
    expect(bars()).toEqual(['#1b1613', '#1b1613'])
    system.turn(false)
    expect(html.classList.contains('dark')).toBe(false)
    expect(bars()).toEqual(['#fdf8f0', '#fdf8f0'])
    localStorage.setItem('theme', 'light')
    system.turn(true)
    expect(html.classList.contains('dark')).toBe(false)
  })

  it.each([
    { stored: '5', flag: '5' },
    { stored: '1', flag: '1' },
    { stored: '9', flag: undefined },
    { stored: 'large', flag: undefined },
  ])('text size stored $stored → data-text-size $flag', ({ stored, flag }) => {
    expect(runIn({ stored: { 'text-size': stored } }).dataset.textSize).toBe(flag)
  })

  it('hides the home served for another address, and keeps every section laid out there', () => {
    const elsewhere = runIn({ at: '/no-such-page' })
    expect(elsewhere.classList.contains('not-prerendered')).toBe(true)
    expect(elsewhere.dataset.lazyLayout).toBeUndefined()
    const home = runIn()
    expect(home.classList.contains('not-prerendered')).toBe(false)
    expect(home.dataset.lazyLayout).toBe('')
  })

  it('keeps early input from the start', () => {
    runIn()
    expect((window as { earlyInput?: { acts: unknown[] } }).earlyInput?.acts).toEqual([])
  })
})
