import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { contactPayload as payload } from '#tests/support/contact-payload.ts'
import { createOutbox, type Lock } from './outbox.ts'
import type { OutboxEntry, SendAnswer } from './outbox-entry.ts'
import type { OutboxEvent } from './outbox-events.ts'
import { idbOutboxStore } from './outbox-store.ts'
import { deliveredRememberedMs, expiryMs, failedKeptDays } from './retry-policy.ts'

const submission = { kind: 'contact', payload } as const
const network: SendAnswer = { kind: 'retry', error: { kind: 'network', detail: 'TypeError: Failed to fetch' } }
const status = (code: number, retryAfterMs?: number): SendAnswer =>
  code < 300
    ? { kind: 'delivered' }
    : [400, 413, 415, 422].includes(code)
      ? { kind: 'rejected', status: code }
      : { kind: 'retry', error: { kind: 'status', status: code }, retryAfterMs }

/** One queue of tasks: what navigator.locks.request gives across tabs and the worker. */
function mutex(): Lock {
  let tail: Promise<unknown> = Promise.resolve()
  return (task) => {
    const run = tail.then(task)
    tail = run.catch(() => undefined)
    return run
  }
}

const clockStart = Date.parse('2026-11-02T10:00:00Z')
const day = 24 * 60 * 60_000

let databases = 0
let time: number
let answers: SendAnswer[]
let sent: string[]
let events: OutboxEvent[]

function makeOutbox(lock: Lock = mutex(), store = idbOutboxStore(`outbox-test-${++databases}`)) {
  return createOutbox({
    store,
    lock,
    now: () => time,
    random: () => 0.5,
    notify: (event) => events.push(event),
    send: async (entry: OutboxEntry) => {
      sent.push(entry.id)
      await new Promise((resolve) => setTimeout(resolve, 5)) // a real request takes a while; overlapping flushes would show
      return answers.shift() ?? { kind: 'delivered' }
    },
  })
}

beforeEach(() => {
  time = clockStart
  answers = []
  sent = []
  events = []
})

type AnswerCase = [name: string, answer: SendAnswer, left: Partial<OutboxEntry> | undefined, event: OutboxEvent['type']]

const kept = (code: number): Partial<OutboxEntry> => ({
  attempts: 1,
  nextAttemptAt: 750,
  lastError: { kind: 'status', status: code },
})

describe('an answer to a send', () => {
  it.each<AnswerCase>([
    ['2xx removes the entry', status(200), undefined, 'sent'],
    ...[400, 413, 415, 422].map(
      (code): AnswerCase => [
        `${code} keeps it as failed, never sent again`,
        status(code),
        {
          failed: 'rejected',
          failedAt: clockStart,
          attempts: 0,
          nextAttemptAt: 0,
          lastError: { kind: 'status', status: code },
        },
        'rejected',
      ],
    ),
    ...[404, 200].map(
      (code): AnswerCase => [
        `a site with no backend (${code} from its own address) keeps it as failed, never sent again`,
        { kind: 'unconnected', status: code },
        {
          failed: 'unconnected',
          failedAt: clockStart,
          attempts: 0,
          nextAttemptAt: 0,
          lastError: { kind: 'status', status: code },
        },
        'unconnected',
      ],
    ),
    [
      'a network error keeps it for 0.75 s',
      network,
      { attempts: 1, nextAttemptAt: 750, lastError: { kind: 'network', detail: 'TypeError: Failed to fetch' } },
      'retrying',
    ],
    ...[408, 409, 429, 500, 503].map(
      (code): AnswerCase => [`${code} keeps it for a retry`, status(code), kept(code), 'retrying'],
    ),
  ])('%s', async (_, answer, left, event) => {
    const outbox = makeOutbox()
    const start = time
    await outbox.enqueue(submission, 'm1')
    answers = [answer]
    await outbox.flush()
    const [entry] = await outbox.list()
    if (left === undefined) expect(entry).toBeUndefined()
    else
      expect({ ...entry, nextAttemptAt: entry.nextAttemptAt - start }).toEqual({
        id: 'm1',
        kind: 'contact',
        payload,
        createdAt: start,
        ...left,
      })
    expect(events.map((e) => e.type)).toEqual(['queued', event])
  })
})

describe('retries', () => {
  it('back off exponentially and skip entries not yet due', async () => {
    const outbox = makeOutbox()
    await outbox.enqueue(submission, 'm1')
    answers = [status(503), status(503), status(503)]
    const delays: number[] = []
    for (let i = 0; i < 3; i++) {
      const before = time
      const report = await outbox.flush()
      delays.push(report.nextAttemptAt! - before)
      time = report.nextAttemptAt! - 1
      await outbox.flush()
      time += 1
    }
    expect(delays).toEqual([750, 1500, 3000])
    expect(sent).toHaveLength(3)
    expect((await outbox.flush()).waiting).toBe(0)
    expect(sent).toHaveLength(4)
  })

  it('honour Retry-After when it asks for longer than the backoff, even when the network comes back', async () => {
    const outbox = makeOutbox()
    await outbox.enqueue(submission, 'm1')
    answers = [status(429, 60_000)]
    const start = time
    expect(await outbox.flush()).toEqual({ waiting: 1, nextAttemptAt: start + 60_000 })
    time = start + 59_999
    await outbox.flush('reconnect')
    expect(sent).toHaveLength(1)
    time = start + 60_000
    await outbox.flush()
    expect(sent).toHaveLength(2)
  })

  it('send at once when the network is back after a network failure', async () => {
    const outbox = makeOutbox()
    await outbox.enqueue(submission, 'm1')
    answers = [network]
    await outbox.flush()
    await outbox.flush('scheduled')
    expect(sent).toHaveLength(1)
    await outbox.flush('reconnect')
    expect(sent).toHaveLength(2)
    expect(await outbox.list()).toEqual([])
    expect(events.at(-1)).toEqual({ type: 'sent', id: 'm1', kind: 'contact', attempts: 1 })
  })

  it('send the oldest first and carry on past a failure', async () => {
    const outbox = makeOutbox()
    await outbox.enqueue(submission, 'old')
    time += 1
    await outbox.enqueue(submission, 'new')
    answers = [status(500), status(200)]
    expect(await outbox.flush()).toMatchObject({ waiting: 1 })
    expect(sent).toEqual(['old', 'new'])
  })
})

describe('the lock', () => {
  it('two concurrent flushes (two tabs, or a tab and the worker) send each entry once', async () => {
    const lock = mutex()
    const store = idbOutboxStore(`outbox-shared-${++databases}`)
    const [tab, worker] = [makeOutbox(lock, store), makeOutbox(lock, store)]
    await tab.enqueue(submission, 'm1')
    await tab.enqueue(submission, 'm2')
    await Promise.all([tab.flush(), worker.flush('reconnect'), tab.flush('reconnect')])
    expect(sent.sort()).toEqual(['m1', 'm2'])
  })

  it('control: without it, the same entry goes out twice', async () => {
    const noLock: Lock = (task) => task()
    const store = idbOutboxStore(`outbox-shared-${++databases}`)
    const [tab, worker] = [makeOutbox(noLock, store), makeOutbox(noLock, store)]
    await tab.enqueue(submission, 'm1')
    await Promise.all([tab.flush(), worker.flush()])
    expect(sent).toEqual(['m1', 'm1'])
  })
})

describe('expiry', () => {
  it('keeps a message that waited 7 days, listed as failed, and stops sending it', async () => {
    const outbox = makeOutbox()
    await outbox.enqueue(submission, 'm1')
    answers = [network]
    await outbox.flush()
    time += expiryMs
    expect(await outbox.flush('reconnect')).toEqual({ waiting: 0, nextAttemptAt: undefined })
    expect(sent).toHaveLength(1)
    expect(await outbox.list()).toMatchObject([{ id: 'm1', payload, failed: 'expired', failedAt: time }])
    expect(events.at(-1)).toEqual({ type: 'expired', id: 'm1', kind: 'contact', attempts: 1 })
  })
})

it('discards an entry the visitor took back, once', async () => {
  const outbox = makeOutbox()
  await outbox.enqueue(submission, 'm1')
  await outbox.discard('m1')
  await outbox.discard('m1')
  expect(await outbox.list()).toEqual([])
  expect(events.map((e) => e.type)).toEqual(['queued', 'discarded'])
})

describe('failed entries are kept for a stated time', () => {
  async function failedOne(
    outbox: ReturnType<typeof makeOutbox>,
    id: string,
    how: 'rejected' | 'unconnected' | 'expired',
  ) {
    await outbox.enqueue(submission, id)
    if (how === 'rejected') answers = [status(422)]
    else if (how === 'unconnected') answers = [{ kind: 'unconnected', status: 405 }]
    else {
      answers = [network]
      await outbox.flush()
      time += expiryMs
    }
    await outbox.flush('reconnect')
    return time
  }

  it.each(['rejected', 'unconnected', 'expired'] as const)(
    'a %s message is listed until its time is up, then deleted',
    async (how) => {
      const outbox = makeOutbox()
      const failedAt = await failedOne(outbox, 'm1', how)
      time = failedAt + failedKeptDays * day - 1
      expect(await outbox.list()).toMatchObject([{ id: 'm1', failed: how, failedAt }])
      time += 1
      expect(await outbox.list()).toEqual([])
      time -= 1
      expect(await outbox.list()).toEqual([])
    },
  )

  it('counts from the failure, never deletes a waiting message, and keeps the rest', async () => {
    const outbox = makeOutbox()
    await failedOne(outbox, 'old', 'rejected')
    time += 10 * day
    await failedOne(outbox, 'newer', 'rejected')
    await outbox.enqueue(submission, 'waiting')
    answers = [network]
    await outbox.flush()
    time = clockStart + failedKeptDays * day
    expect((await outbox.list()).map((entry) => entry.id)).toEqual(['newer', 'waiting'])
    time += 365 * day
    expect((await outbox.list()).map((entry) => entry.id)).toEqual(['waiting'])
  })
})

describe("Don't send", () => {
  it('takes back a waiting message: it is gone, never sent, and its words come back', async () => {
    const outbox = makeOutbox()
    await outbox.enqueue(submission, 'm1')
    answers = [status(429, 60_000)]
    await outbox.flush()
    expect(await outbox.cancel('m1')).toMatchObject({ kind: 'cancelled', entry: { id: 'm1', payload } })
    time += 60 * 60_000
    expect(await outbox.flush('reconnect')).toEqual({ waiting: 0, nextAttemptAt: undefined })
    expect(sent).toEqual(['m1'])
    expect(await outbox.list()).toEqual([])
    expect(events.map((e) => e.type)).toEqual(['queued', 'retrying', 'discarded'])
  })

  it.each<[string, SendAnswer, string, number]>([
    ['delivered: it says so, and the message went once', status(200), 'sent', 0],
    ['refused: it stays among the failed', status(422), 'failed', 1],
    ['not delivered: it is taken back after the attempt', network, 'cancelled', 0],
  ])('asked while a flush is sending it, waits for that attempt; %s', async (_, answer, outcome, left) => {
    const outbox = makeOutbox()
    await outbox.enqueue(submission, 'm1')
    answers = [answer]
    const [, cancelled] = await Promise.all([outbox.flush(), outbox.cancel('m1')])
    expect(cancelled.kind).toBe(outcome)
    await outbox.flush('reconnect')
    expect(sent).toEqual(['m1'])
    expect(await outbox.list()).toHaveLength(left)
  })

  it('taken back in another tab first: this one hears it is gone, not that it was sent', async () => {
    const lock = mutex()
    const store = idbOutboxStore(`outbox-shared-${++databases}`)
    const [tab, otherTab] = [makeOutbox(lock, store), makeOutbox(lock, store)]
    await tab.enqueue(submission, 'm1')
    answers = [network]
    await tab.flush()
    const [first, second] = await Promise.all([otherTab.cancel('m1'), tab.cancel('m1')])
    expect([first.kind, second.kind]).toEqual(['cancelled', 'gone'])
    expect(events.map((e) => e.type)).toEqual(['queued', 'retrying', 'discarded'])
  })

  it('a delivery is remembered for a day, then forgotten as a later one is recorded', async () => {
    const outbox = makeOutbox()
    const deliver = async (id: string) => {
      await outbox.enqueue(submission, id)
      await outbox.flush()
    }
    await deliver('m1')
    time += deliveredRememberedMs - 1
    await deliver('m2')
    expect(await outbox.cancel('m1')).toEqual({ kind: 'sent' })
    time += 1
    await deliver('m3')
    expect(await outbox.cancel('m1')).toEqual({ kind: 'gone' })
    expect(await outbox.cancel('m3')).toEqual({ kind: 'sent' })
  })

  it('control: without the lock, a message can be both sent and taken back', async () => {
    const store = idbOutboxStore(`outbox-shared-${++databases}`)
    const outbox = makeOutbox((task) => task(), store)
    await outbox.enqueue(submission, 'm1')
    const [, cancelled] = await Promise.all([outbox.flush(), outbox.cancel('m1')])
    expect(sent).toEqual(['m1'])
    expect(cancelled.kind).toBe('cancelled')
  })
})

describe('kinds', () => {
  const signUp = {
    kind: 'newsletter',
    payload: { email: 'ada@example.com', consentVersion: 'a'.repeat(64), website: '' },
  } as const

  it('contact messages and sign-ups wait in one queue, oldest first, each sent once under one lock', async () => {
    const lock = mutex()
    const store = idbOutboxStore(`outbox-shared-${++databases}`)
    const [tab, worker] = [makeOutbox(lock, store), makeOutbox(lock, store)]
    answers = [network, network]
    await tab.enqueue(submission, 'm1')
    time += 1
    await tab.enqueue(signUp, 's1')
    await tab.flush()
    time += 60_000
    await Promise.all([tab.flush('reconnect'), worker.flush('reconnect')])
    expect(sent).toEqual(['m1', 's1', 'm1', 's1'])
    expect(events.filter((e) => e.type === 'sent').map((e) => [e.id, e.kind])).toEqual([
      ['m1', 'contact'],
      ['s1', 'newsletter'],
    ])
  })
})
