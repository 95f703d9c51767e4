import { describe, expect, it } from 'vitest'
import { debianNeeds, missingDebianPackages } from './debian-packages.ts'

const nothingSet = { PATH: '/usr/bin' }

describe('missingDebianPackages', () => {
  it('names nothing on a machine that has every tool', () => {
    expect(missingDebianPackages(debianNeeds(nothingSet, () => true, true))).toEqual([])
  })

  it('names every package a fresh machine needs, each once', () => {
    expect(missingDebianPackages(debianNeeds(nothingSet, () => false, false))).toEqual([
      'chromium',
      'chromium-headless-shell',
      'firefox-esr',
      'webkit2gtk-driver',
      'xvfb',
      'postgresql',
    ])
  })

  it('names the package of the one tool missing', () => {
    const needs = debianNeeds(nothingSet, (path) => path !== '/usr/bin/WebKitWebDriver', true)
    expect(missingDebianPackages(needs)).toEqual(['webkit2gtk-driver'])
  })

  it('never installs over a browser the tester points at, nor a display they have', () => {
    const env = { PLAYWRIGHT_CHROMIUM_EXECUTABLE: '/opt/chrome', FIREFOX_EXECUTABLE: '/opt/firefox', DISPLAY: ':1' }
    expect(missingDebianPackages(debianNeeds(env, () => false, true))).toEqual(['webkit2gtk-driver'])
  })
})
