import { type ChildProcess, spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { missingEngineTools } from '../../../tooling/browsers/engine-tools.ts'

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

/**
 * A virtual display on a number Xvfb finds free and writes to fd 3: runs side by side on one
 * machine never share a display, nor stop each other's.
 */
async function startXvfb(): Promise<{ display: string; stop: () => void }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  })
  const number = await new Promise<string>((resolve, reject) => {
    let written = ''
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      written += chunk.toString()
      if (written.includes('\n')) resolve(written.trim())
    })
    xvfb.once('error', reject)
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before naming its display`)))
  })
  return { display: `:${number}`, stop: () => xvfb.kill() }
}

/** A display for MiniBrowser (the reader's own, else Xvfb) and WebKitWebDriver on `port`; returns the way to stop both. */
export async function startWebKitDriver(port: number): Promise<() => void> {
  const missing = missingEngineTools(['webkit'])
  if (missing) throw new Error(missing)
  const xvfb = process.env.DISPLAY ? undefined : await startXvfb()
  const driver = start('WebKitWebDriver', [`--port=${port}`], {
    ...process.env,
    DISPLAY: process.env.DISPLAY ?? xvfb?.display,
  })
  try {
    await untilAnswers(`http://127.0.0.1:${port}/status`, 'WebKitWebDriver')
  } catch (error) {
    driver.kill()
    xvfb?.stop()
    throw error
  }
  return () => {
    driver.kill()
    xvfb?.stop()
  }
}
