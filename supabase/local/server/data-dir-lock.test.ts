// Two real dev servers on one data dir: the second must refuse to start, naming the first.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { freePort } from '../../../tooling/ports/free-port.ts'
import { createLocalBackend } from './local-backend.ts'

// Two Vite servers starting on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

const root = resolve(import.meta.dirname, '../../..')
let dataDir: string
let first: ChildProcess | undefined

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'contact-lock-'))
})
afterAll(async () => {
  first?.kill()
  await rm(dataDir, { recursive: true, force: true })
})

function devServer(port: number) {
  const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort'], {
    cwd: root,
    env: { ...process.env, CONTACT_DATA_DIR: dataDir, NO_COLOR: '1' },
  })
  let output = ''
  server.stdout.on('data', (chunk) => (output += chunk))
  server.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((done) => server.once('exit', done))
  return { server, output: () => output, exited }
}

/**
 * What a server printed, less the note the bundler adds when bundling vite.config.ts is slow (its
 * `[PLUGIN_TIMINGS]` block, ending in a link to its docs): on a busy machine it comes first, and it is the
 * machine's load speaking, not the server.
 */
const withoutTimings = (output: string) => output.replace(/^.*\[PLUGIN_TIMINGS\][\s\S]*?bundlertimings.*$/m, '')

it('lets one server hold a data dir: a second refuses to start, naming the first and CONTACT_DATA_DIR', async () => {
  const holder = devServer(await freePort())
  first = holder.server
  await vi.waitUntil(() => holder.output().includes('ready in'), { timeout: 100_000, interval: 100 })

  const second = devServer(await freePort())
  expect(await second.exited).toBe(1)
  expect(withoutTimings(second.output()).trim()).toBe(
    `The contact data dir ${dataDir} is in use by process ${holder.server.pid}: stop that server, or set CONTACT_DATA_DIR to another folder (or memory://).`,
  )
})

it('takes no lock in memory: two backends start side by side', async () => {
  const backends = [1, 2].map(() =>
    createLocalBackend({ dataDir: 'memory://', env: () => undefined, siteUrl: 'http://localhost:4173' }),
  )
  await Promise.all(backends.map((backend) => backend.start()))
  await Promise.all(backends.map((backend) => backend.close()))
})
