import { getDefaultStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bookLink } from '#src/content/book-link.ts'
import { toastsAtom } from '#src/ui/toast/toasts.ts'
import { type SharePlatform, shareBook } from './share-book.ts'

const book = { title: 'A Book', slug: 'a-book' }
const url = bookLink(book.slug)
const cancel = () => Promise.reject(new DOMException('Share canceled', 'AbortError'))
const refuse = () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError'))
const ok = () => Promise.resolve()
const copiedToast = [['Link copied', 'default']]
const failedToast = [['Could not share', 'destructive']]

function platform({
  share,
  canShare = true,
  write,
}: {
  share?: () => Promise<void>
  canShare?: boolean
  write?: () => Promise<void>
}) {
  const shared: ShareData[] = []
  const copied: string[] = []
  const value: SharePlatform = {
    ...(share && {
      share: (data: ShareData = {}) => {
        shared.push(data)
        return share()
      },
      canShare: () => canShare,
    }),
    ...(write && {
      clipboard: {
        writeText: (text: string) => {
          copied.push(text)
          return write()
        },
      } as Clipboard,
    }),
  }
  return { value, shared, copied }
}

const toastTitles = () =>
  getDefaultStore()
    .get(toastsAtom)
    .map((toast) => [toast.title, toast.variant])

beforeEach(() => {
  vi.useFakeTimers()
  getDefaultStore().set(toastsAtom, [])
})
// The next file in this worker keeps the real clock (the app's node-side tests share their worker).
afterEach(() => vi.useRealTimers())

describe('shareBook', () => {
  it.each([
    ['the sheet shares', { share: ok, write: ok }, 'shared', [1, 0], []],
    ['the reader closes the sheet', { share: cancel, write: ok }, 'cancelled', [1, 0], []],
    ['the sheet fails otherwise', { share: refuse, write: ok }, 'copied', [1, 1], copiedToast],
    ['the data cannot be shared', { share: ok, canShare: false, write: ok }, 'copied', [0, 1], copiedToast],
    ['there is no sheet', { write: ok }, 'copied', [0, 1], copiedToast],
    ['no sheet, and the clipboard refuses', { write: refuse }, 'failed', [0, 1], failedToast],
    ['neither exists', {}, 'failed', [0, 0], failedToast],
  ] as const)('when %s: %s', async (_, setup, outcome, [shares, copies], toasts) => {
    const { value, shared, copied } = platform(setup)
    expect(await shareBook(book, value)).toBe(outcome)
    expect(shared).toEqual(Array(shares).fill({ title: book.title, url }))
    expect(copied).toEqual(Array(copies).fill(url))
    expect(toastTitles()).toEqual(toasts)
  })

  it('names the link in its toasts, so a reader can copy it by hand', async () => {
    await shareBook(book, {})
    expect(getDefaultStore().get(toastsAtom)[0].description).toContain(url)
  })
})
