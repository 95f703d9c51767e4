// `npm run bench:outbox`: how long a message written offline takes to reach the database once the
// network returns, (1) with the page open and every trigger live, and (6) by the worker's Background
// Sync alone, the page's own sends held back. Builds into dist-bench and serves it on BENCH_PORT.
import { spawn } from 'node:child_process'
import { type Browser, chromium } from '@playwright/test'
import type { StoredMessage } from '../supabase/local/server/pglite-store.ts'
import { inboxPath } from '../supabase/local/server/routes.ts'
import { chromiumArgs, findChromium } from '../tooling/browsers/chromium.ts'
import { portFor } from '../tooling/ports/ports.ts'

const runs = Number(process.env.BENCH_RUNS ?? 7)
const port = portFor('bench:outbox')
const outDir = process.env.BENCH_OUT_DIR ?? 'dist-bench'
const base = `http://localhost:${port}`
const functionUrl = '**/functions/v1/send-contact-email'

const server = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], {
  env: { ...process.env, CONTACT_DATA_DIR: 'memory://', CONTACT_RATE_LIMIT_MAX: '10000' },
  stdio: 'ignore',
  detached: true,
})
function stopServer() {
  try {
    if (server.pid) process.kill(-server.pid) // the whole group: npx, vite and its children
  } catch {
    // Already gone (it failed to start): the error that matters is the one being thrown.
  }
}

async function stored(text: string): Promise<boolean> {
  const { messages } = (await (await fetch(base + inboxPath)).json()) as { messages: StoredMessage[] }
  return messages.some((row) => row.message === text)
}

async function serverReady() {
  for (let tries = 0; tries < 600; tries++) {
    try {
      await stored('') // also opens the database, so no run pays for the cold start
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`No server at ${base}`)
}

/** Milliseconds from setOffline(false) to the row in the database. */
async function measure(browser: Browser, backgroundSyncAlone: boolean): Promise<number> {
  const context = await browser.newContext({ baseURL: base })
  const page = await context.newPage()
  await page.goto('/#contact')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await context.setOffline(true)
  const text = `Benchmark message ${crypto.randomUUID()}`
  for (const [label, value] of [
    ['Name', 'Bench Reader'],
    ['Email', 'bench@example.com'],
    ['Subject', 'Bench'],
    ['Message', text],
  ]) {
    await page.getByLabel(label, { exact: true }).fill(value)
  }
  await page.getByRole('button', { name: 'Send Message' }).click()
  await page.getByText('waiting to be sent').waitFor()
  if (backgroundSyncAlone) await page.route(functionUrl, (route) => route.abort('internetdisconnected'))
  const start = performance.now()
  await context.setOffline(false)
  while (!(await stored(text))) await new Promise((resolve) => setTimeout(resolve, 5))
  const elapsed = performance.now() - start
  await context.close()
  return elapsed
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  const ms = (value: number) => `${Math.round(value)} ms`
  return `median ${ms(sorted[Math.floor(sorted.length / 2)])}, min ${ms(sorted[0])}, max ${ms(sorted.at(-1)!)}  (${sorted.map(Math.round).join(', ')})`
}

try {
  await serverReady()
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })
  for (const [label, alone] of [
    ['1. page open, every trigger', false],
    ['6. Background Sync alone', true],
  ] as const) {
    const times: number[] = []
    for (let run = 0; run < runs; run++) times.push(await measure(browser, alone))
    console.log(`${label}: ${summary(times)} over ${runs} runs`)
  }
  await browser.close()
} finally {
  stopServer()
}
