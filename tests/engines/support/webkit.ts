import { remote } from 'webdriverio'
import { miniBrowserPath } from '../../../tooling/browsers/engine-tools.ts'
import type { Engine, EnginePage } from './engine-page.ts'

type Session = Awaited<ReturnType<typeof remote>>

/** WebDriver classic drives one window at a time: each page switches to its own before acting. */
function wrap(session: Session, handle: string, siteUrl: string): EnginePage {
  const inMyWindow = async <T>(action: () => Promise<T>) => {
    if ((await session.getWindowHandle()) !== handle) await session.switchToWindow(handle)
    return action()
  }
  return {
    goto: (path) => inMyWindow(() => session.url(new URL(path, siteUrl).href).then(() => undefined)),
    reload: () => inMyWindow(() => session.refresh()),
    run: <T>(expression: string) => inMyWindow(() => session.execute(`return (${expression})`) as Promise<T>),
    click: (selector) => inMyWindow(() => session.$(selector).click()),
    type: (selector, text) => inMyWindow(() => session.$(selector).addValue(text)),
    close: () => inMyWindow(() => session.closeWindow().then(() => undefined)),
  }
}

// WebKitGTK's own capability is unknown to webdriverio's types; the session is refused over BiDi.
const capabilities: WebdriverIO.Capabilities & { 'webkitgtk:browserOptions': { binary: string; args: string[] } } = {
  browserName: 'MiniBrowser',
  'wdio:enforceWebDriverClassic': true,
  'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver (started by the webkit project's global setup, under Xvfb). */
export function webkit(driverPort: number): Engine {
  return {
    name: 'webkit',
    async launch(siteUrl) {
      const session = await remote({
        hostname: '127.0.0.1',
        port: driverPort,
        logLevel: 'error',
        capabilities,
      })
      let first: string | undefined = await session.getWindowHandle()
      return {
        async newPage() {
          // The session opens with one window; the first page takes it. Later ones get windows of
          // their own: a background tab gets no animation frames, and the page's motion waits on them.
          const handle = first ?? (await session.createWindow('window')).handle
          first = undefined
          return wrap(session, handle, siteUrl)
        },
        close: () => session.deleteSession(),
      }
    },
  }
}
