import type { ErrorPayload, HotPayload } from 'vite'
import { contentProblemsMessage } from './load-or-exit.ts'
import type { CheckedContent } from './schema.ts'

/** The browsers `npm run dev` serves (Vite's client environment's hot channel): one message to all, or to one that connects. */
export interface Browsers {
  send(payload: HotPayload): void
  on(
    event: 'vite:client:connect',
    listener: (data: undefined, client: { send(payload: HotPayload): void }) => void,
  ): void
}

interface ReloadOptions {
  dir: string
  load: () => CheckedContent
  browsers: Browsers
  logError: (message: string) => void
  /** The content checked again: the caller makes its modules new, then the page is reloaded. */
  loaded: (content: CheckedContent) => void
}

/**
 * What `npm run dev` does when a content file changes. A mistake goes to the terminal and to Vite's
 * error overlay, in every open tab and in any tab opened or reloaded while it stands; the page keeps
 * the last good content underneath. The fix reloads the page, which clears the overlay.
 */
export function contentReload({ dir, load, browsers, logError, loaded }: ReloadOptions): () => void {
  let standing: ErrorPayload | undefined
  browsers.on('vite:client:connect', (_, client) => {
    if (standing) client.send(standing)
  })
  return () => {
    let content: CheckedContent
    try {
      content = load()
    } catch (error) {
      const message = contentProblemsMessage(dir, error)
      logError(message)
      standing = { type: 'error', err: { message, stack: '', plugin: 'content' } }
      browsers.send(standing)
      return
    }
    standing = undefined
    loaded(content)
    browsers.send({ type: 'full-reload' })
  }
}
