// `npm test` run for real with no browser to find: it must stop before lint, in one line.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { expect, it, vi } from 'vitest'

vi.setConfig({ testTimeout: 60_000 })

it('npm test stops at its first step when there is no browser, in one line and no stack', () => {
  const missing = resolve(import.meta.dirname, 'no-such-chromium')
  const { status, stdout, stderr } = spawnSync('npm', ['test', '--silent'], {
    cwd: resolve(import.meta.dirname, '../..'),
    encoding: 'utf8',
    env: { ...process.env, PLAYWRIGHT_CHROMIUM_EXECUTABLE: missing },
  })

  expect(status).not.toBe(0)
  expect(stderr.split('\n').filter((line) => line && !line.startsWith('npm warn'))).toEqual([
    `PLAYWRIGHT_CHROMIUM_EXECUTABLE points at ${missing}, which does not exist.`,
  ])
  expect(stdout.trim()).toBe('')
})
