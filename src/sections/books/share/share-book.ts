import * as words from 'virtual:words/share'
import { bookLink } from '#src/content/book-link.ts'
import { fill } from '#src/content/words.ts'
import { showToast } from '#src/ui/toast/toasts.ts'

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed'

/** What sharing needs of `navigator`; tests pass their own. */
export type SharePlatform = Partial<Pick<Navigator, 'share' | 'canShare' | 'clipboard'>>

const isCancel = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError'

/** The system's share sheet where there is one, else the link on the clipboard; a toast says what happened. */
export async function shareBook(
  book: { title: string; slug: string },
  platform: SharePlatform = navigator,
): Promise<ShareOutcome> {
  const data = { title: book.title, url: bookLink(book.slug) }
  if (platform.share && platform.canShare?.(data)) {
    try {
      await platform.share(data)
      return 'shared'
    } catch (error) {
      // Closing the sheet is the reader's choice, not a failure.
      if (isCancel(error)) return 'cancelled'
    }
  }
  try {
    if (!platform.clipboard) throw new Error('This browser has no clipboard to write to.')
    await platform.clipboard.writeText(data.url)
    showToast({ title: words.copied, description: data.url })
    return 'copied'
  } catch {
    showToast({
      title: words.failed,
      description: fill(words.copyInstead, { url: data.url }),
      variant: 'destructive',
    })
    return 'failed'
  }
}
