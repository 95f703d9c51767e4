import { expect, it } from 'vitest'
import { firefoxPath, miniBrowserPath, missingEngineTools } from './engine-tools.ts'

const display = process.env.DISPLAY ? [] : ['/usr/bin/Xvfb']

it('says nothing when every tool is there', () => {
  expect(missingEngineTools(undefined, () => true)).toBeUndefined()
})

it('names every missing tool and each Debian package once, in one line', () => {
  const message = missingEngineTools(undefined, () => false)
  expect(message).toBe(
    `No ${[firefoxPath, miniBrowserPath, '/usr/bin/WebKitWebDriver', ...display].join(', ')} for the engine tests: ` +
      `apt-get install -y firefox-esr webkit2gtk-driver${display.length ? ' xvfb' : ''} (or set FIREFOX_EXECUTABLE / WEBKIT_MINIBROWSER).`,
  )
})

it("checks only the engine asked for: Firefox runs without WebKit's tools", () => {
  expect(missingEngineTools(['firefox'], (path) => path === firefoxPath)).toBeUndefined()
  expect(missingEngineTools(['webkit'], (path) => path === firefoxPath)).toContain('webkit2gtk-driver')
})
