// The local database's life on disk: what the local server keeps between runs, and who may open it.
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openContactDatabase } from './database.ts'
import { contactStoreOn, listMessages } from './pglite-store.ts'

// PGlite's cold start is slow, and far slower on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

const hash = 'a'.repeat(64)
const submission = (overrides: { name?: string; at?: string; globalMax?: number } = {}) => ({
  idempotencyKey: randomUUID(),
  message: {
    name: overrides.name ?? 'Ada Reader',
    email: 'ada@example.com',
    subject: 'Hello',
    message: 'I loved the ending of the book.',
  },
  clientAddressHashes: { address: hash, subnet: hash, network: hash },
  receivedAt: new Date(overrides.at ?? '2026-11-22T10:00:00Z'),
  rateLimit: { max: 1000, windowSeconds: 600, globalMax: overrides.globalMax ?? 1000 },
})

describe('the local database on disk', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'contact-db-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('keeps messages across restarts and lists them newest first, with their mail', async () => {
    const first = await openContactDatabase(dir)
    const store = contactStoreOn(first.db)
    await store.submit(submission({ name: 'Oldest', at: '2026-11-22T09:59:00Z' }))
    const older = await store.submit(submission({ name: 'Older', at: '2026-11-22T10:00:00Z' }))
    if (older.kind === 'stored') await store.markNotified(older.id, new Date('2026-11-22T10:00:02Z'))
    await store.submit(submission({ name: 'Newer', at: '2026-11-22T10:01:00Z', globalMax: 2 }))
    await first.close()

    const reopened = await openContactDatabase(dir)
    try {
      const listed = await listMessages(reopened.db)
      expect(listed.map((message) => [message.name, message.createdAt, message.mail])).toEqual([
        ['Newer', '2026-11-22T10:01:00Z', { sentAt: null, held: true, attempts: 0, nextTry: '2026-11-22T10:01:00Z' }],
        [
          'Older',
          '2026-11-22T10:00:00Z',
          { sentAt: '2026-11-22T10:00:02Z', held: false, attempts: 1, nextTry: '2026-11-22T10:05:00Z' },
        ],
        ['Oldest', '2026-11-22T09:59:00Z', { sentAt: null, held: false, attempts: 1, nextTry: '2026-11-22T10:04:00Z' }],
      ])
    } finally {
      await reopened.close()
    }
  })

  it('refuses a second opening while one process holds the directory', async () => {
    const holder = await openContactDatabase(dir)
    try {
      await expect(openContactDatabase(dir)).rejects.toThrow(`in use by process ${process.pid}`)
    } finally {
      await holder.close()
    }
  })

  it('takes over the lock of a process that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid
    await writeFile(join(dir, 'contact-backend.lock'), String(gone))
    const opened = await openContactDatabase(dir)
    await opened.close()
  })
})
