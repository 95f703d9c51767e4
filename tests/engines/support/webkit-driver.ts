import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { miniBrowser } from './webkit.ts'

const display = process.env.ENGINES_DISPLAY ?? ':99'

function start(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  const child = spawn(command, args, { env, stdio: 'ignore' })
  child.on('error', (error) => console.error(`${command} failed to start:`, error.message))
  return child
}

async function untilAnswers(url: string, what: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await sleep(100)
  }
  throw new Error(`${what} did not answer at ${url}`)
}

/** Xvfb (a display for MiniBrowser) and WebKitWebDriver; returns the driver's port and the way to stop both. */
export async function startWebKitDriver(port: number): Promise<() => void> {
  for (const [path, hint] of [
    [miniBrowser, 'apt-get install -y webkit2gtk-driver (or set WEBKIT_MINIBROWSER)'],
    ['/usr/bin/WebKitWebDriver', 'apt-get install -y webkit2gtk-driver'],
    ['/usr/bin/Xvfb', 'apt-get install -y xvfb'],
  ]) {
    if (!existsSync(path)) throw new Error(`No ${path} for the WebKit tests: ${hint}.`)
  }
  const xvfb = process.env.DISPLAY
    ? undefined
    : start('Xvfb', [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'])
  const driver = start('WebKitWebDriver', [`--port=${port}`], {
    ...process.env,
    DISPLAY: process.env.DISPLAY ?? display,
  })
  await untilAnswers(`http://127.0.0.1:${port}/status`, 'WebKitWebDriver')
  return () => {
    driver.kill()
    xvfb?.kill()
  }
}
