import puppeteer, { type Page } from 'puppeteer-core'
import { firefoxPath, missingEngineTools } from '../../../tooling/browsers/engine-tools.ts'
import type { Engine, EnginePage } from './engine-page.ts'

/** The tab in front: the one a reader acts in. A background tab gets no animation frames, and the page's motion waits on them. */
interface Tabs {
  front?: Page
}

function wrap(page: Page, siteUrl: string, tabs: Tabs): EnginePage {
  // Only actions bring a tab to the front; a tab is read where it is, in front or behind.
  const inFront = async <T>(action: () => Promise<T>) => {
    if (tabs.front !== page) await page.bringToFront()
    tabs.front = page
    return action()
  }
  return {
    goto: (path) =>
      inFront(async () => {
        const url = new URL(path, siteUrl).href
        // Firefox's BiDi at times reports a navigation begun on a page still settling as aborted (NS_BINDING_ABORTED,
        // twice in three CI rehearsals, one test, its first step): the reader's path is the address asked, so once more.
        await page.goto(url, { waitUntil: 'load' }).catch(async (error: unknown) => {
          if (!String(error).includes('NS_BINDING_ABORTED')) throw error
          await page.goto(url, { waitUntil: 'load' })
        })
      }),
    reload: () => inFront(async () => void (await page.reload({ waitUntil: 'load' }))),
    run: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: (selector) => inFront(() => page.click(selector)),
    type: (selector, text) => inFront(() => page.type(selector, text)),
    close: async () => {
      if (tabs.front === page) tabs.front = undefined
      await page.close()
    },
  }
}

/** Debian's Firefox ESR over WebDriver BiDi: Puppeteer needs no driver of its own for it. */
export const firefox: Engine = {
  name: 'firefox',
  async launch(siteUrl) {
    const missing = missingEngineTools(['firefox'])
    if (missing) throw new Error(missing)
    const browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true })
    const tabs: Tabs = {}
    return {
      newPage: async () => {
        const page = await browser.newPage()
        tabs.front = page
        return wrap(page, siteUrl, tabs)
      },
      close: () => browser.close(),
    }
  },
}
