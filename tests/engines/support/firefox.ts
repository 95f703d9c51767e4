import { existsSync } from 'node:fs'
import puppeteer, { type Page } from 'puppeteer-core'
import type { Engine, EnginePage } from './engine-page.ts'

const executablePath = process.env.FIREFOX_EXECUTABLE ?? '/usr/bin/firefox-esr'

function wrap(page: Page, siteUrl: string): EnginePage {
  return {
    goto: async (path) => void (await page.goto(new URL(path, siteUrl).href, { waitUntil: 'load' })),
    reload: async () => void (await page.reload({ waitUntil: 'load' })),
    run: (expression) => page.evaluate(expression),
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    close: () => page.close(),
  }
}

/** Debian's Firefox ESR over WebDriver BiDi: Puppeteer needs no driver of its own for it. */
export const firefox: Engine = {
  name: 'firefox',
  async launch(siteUrl) {
    if (!existsSync(executablePath)) {
      throw new Error(`No Firefox at ${executablePath}: apt-get install -y firefox-esr, or set FIREFOX_EXECUTABLE.`)
    }
    const browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true })
    return {
      newPage: async () => wrap(await browser.newPage(), siteUrl),
      close: () => browser.close(),
    }
  },
}
