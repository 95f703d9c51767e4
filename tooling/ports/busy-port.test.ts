// Each npm script that serves, run for real against a port already taken: one line, exit 1, no build.
import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import { resolve } from 'node:path'
import { afterAll, beforeAll, it, vi } from 'vitest'
import { freePort } from './free-port.ts'

vi.setConfig({ testTimeout: 60_000 })

const root = resolve(import.meta.dirname, '../..')
let port: number
let holder: Server
beforeAll(async () => {
  port = await freePort()
  holder = createServer().listen(port)
  await new Promise((done) => holder.once('listening', done))
})
afterAll(() => holder.close())

/** An npm script run to its end: its exit status and what it printed. */
function runScript(script: string, env: NodeJS.ProcessEnv) {
  const child = spawn('npm', ['run', '--silent', script], { cwd: root, env: { ...process.env, ...env, NO_COLOR: '1' } })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((done) =>
    child.on('close', (status) => done({ status, stdout, stderr })),
  )
}

// The scripts run side by side: each spends its seconds starting npm and tsx, and they share nothing but the port.
it.concurrent.for([
  ['start', 'PORT', 'npm start'],
  ['dev', 'PORT', 'npm run dev'],
  ['test:browser', 'E2E_PORT', 'npm test'],
  ['test:second-author', 'SECOND_AUTHOR_PORT', 'npm run test:second-author'],
  ['bench', 'BENCH_PORT', 'npm run bench'],
  ['bench:outbox', 'BENCH_PORT', 'npm run bench:outbox'],
  ['screenshots', 'SCREENSHOTS_PORT', 'npm run screenshots'],
])('npm run %s stops at once on a busy port, naming it and %s', async ([script, variable, command], { expect }) => {
  const { status, stdout, stderr } = await runScript(script, { [variable]: String(port) })
  const lines = stderr.split('\n').filter((line) => line && !line.startsWith('npm warn'))

  expect(status).not.toBe(0)
  expect(lines).toEqual([
    `Port ${port} is already in use (another server?): stop it, or run ${variable}=<another port> ${command}.`,
  ])
  expect(stdout).not.toMatch(/building|vite v/i)
})
