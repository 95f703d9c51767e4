import { type ChildProcess, spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { missingEngineTools } from './engine-tools.ts'

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
  const missing = missingEngineTools(['webkit'])
  if (missing) throw new Error(missing)
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
