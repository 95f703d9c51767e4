import { remote } from 'webdriverio'
import { miniBrowserPath } from '../../../tooling/browsers/engine-tools.ts'
import type { Engine, EnginePage } from './engine-page.ts'

type Session = Awaited<ReturnType<typeof remote>>

/** The window WebDriver acts in; undefined once it is closed (asking the driver then fails with "no such window"). */
type Focus = { window: string | undefined }

/** WebDriver classic drives one window at a time: each page switches to its own before acting. */
function wrap(session: Session, focus: Focus, handle: string, siteUrl: string): EnginePage {
  const inMyWindow = async <T>(action: () => Promise<T>) => {
    if (focus.window !== handle) {
      await session.switchToWindow(handle)
      focus.window = handle
    }
    return action()
  }
  return {
    goto: (path) => inMyWindow(() => session.url(new URL(path, siteUrl).href).then(() => undefined)),
    reload: () => inMyWindow(() => session.refresh()),
    run: <T>(expression: string) => inMyWindow(() => session.execute(`return (${expression})`) as Promise<T>),
    click: (selector) => inMyWindow(() => session.$(selector).click()),
    type: (selector, text) => inMyWindow(() => session.$(selector).addValue(text)),
    close: () =>
      inMyWindow(async () => {
        await session.closeWindow()
        focus.window = undefined
      }),
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
      const focus: Focus = { window: first }
      return {
        async newPage() {
          // The session opens with one window; the first page takes it. Later ones get windows of
          // their own: a background tab gets no animation frames, and the page's motion waits on them.
          // A new window is opened from the current one, which must still be open.
          if (first === undefined && focus.window === undefined) {
            const [open] = await session.getWindowHandles()
            await session.switchToWindow(open)
            focus.window = open
          }
          const handle = first ?? (await session.createWindow('window')).handle
          first = undefined
          return wrap(session, focus, handle, siteUrl)
        },
        close: () => session.deleteSession(),
      }
    },
  }
}
