// `npm test` run for real with no browser to find: it must stop before lint, in one line.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { expect, it, vi } from 'vitest'
import { freePort } from '../../tooling/ports/free-port.ts'

vi.setConfig({ testTimeout: 60_000 })

it('npm test stops at its first step when there is no browser, in one line and no stack', async () => {
  const missing = resolve(import.meta.dirname, 'no-such-chromium')
  const { status, stdout, stderr } = spawnSync('npm', ['test', '--silent'], {
    cwd: resolve(import.meta.dirname, '../..'),
    encoding: 'utf8',
    // Free ports for both Chromium runs, so a test run elsewhere on this machine cannot add a line of its own.
    env: {
      ...process.env,
      PLAYWRIGHT_CHROMIUM_EXECUTABLE: missing,
      E2E_PORT: String(await freePort()),
      SECOND_AUTHOR_PORT: String(await freePort()),
    },
  })

  expect(status).not.toBe(0)
  expect(stderr.split('\n').filter((line) => line && !line.startsWith('npm warn'))).toEqual([
    `PLAYWRIGHT_CHROMIUM_EXECUTABLE points at ${missing}, which does not exist.`,
  ])
  expect(stdout.trim()).toBe('')
})
