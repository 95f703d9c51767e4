import type { ErrorPayload, HotPayload } from 'vite'
import { contentProblemsMessage } from './load-or-exit.ts'
import type { ContentProblem } from './problems.ts'

/** The browsers `npm run dev` serves (Vite's client environment's hot channel): one message to all, or to one that connects. */
export interface Browsers {
  send(payload: HotPayload): void
  on(
    event: 'vite:client:connect',
    listener: (data: undefined, client: { send(payload: HotPayload): void }) => void,
  ): void
}

/** What the build's checks make of the content: what the site is made from, and what it would only warn of. */
export interface Checked<T> {
  value: T
  warnings: readonly ContentProblem[]
}

interface ReloadOptions<T> {
  dir: string
  /** The checks the build runs (content, words, images); a problem throws, as it stops the build. */
  check: () => Checked<T> | Promise<Checked<T>>
  browsers: Browsers
  logError: (message: string) => void
  logWarning: (problem: ContentProblem) => void
  /** The content checked again: the caller makes its modules new, then the page is reloaded. */
  loaded: (value: T) => void
}

/**
 * What `npm run dev` does when a content, words or image file changes: it checks again as the build does.
 * A mistake goes to the terminal and, as one plain message (no stack trace), to Vite's error overlay, in every
 * open tab and in any tab opened or reloaded while it stands; the page keeps the last good content underneath.
 * The fix reloads the page, which clears the overlay. Warnings go to the terminal, as the build's do.
 * Files saved in quick succession are checked in turn, and only the last check's answer is shown.
 */
export function contentReload<T>({
  dir,
  check,
  browsers,
  logError,
  logWarning,
  loaded,
}: ReloadOptions<T>): () => Promise<void> {
  let standing: ErrorPayload | undefined
  let latest = 0
  browsers.on('vite:client:connect', (_, client) => {
    if (standing) client.send(standing)
  })
  return async () => {
    const run = ++latest
    let checked: Checked<T>
    try {
      checked = await check()
    } catch (error) {
      if (run !== latest) return
      const message = contentProblemsMessage(dir, error)
      logError(message)
      standing = { type: 'error', err: { message, stack: '', plugin: 'content' } }
      browsers.send(standing)
      return
    }
    if (run !== latest) return
    standing = undefined
    for (const warning of checked.warnings) logWarning(warning)
    loaded(checked.value)
    browsers.send({ type: 'full-reload' })
  }
}
