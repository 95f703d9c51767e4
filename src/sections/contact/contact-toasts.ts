import { author } from 'virtual:content/author'
import * as words from 'virtual:words/contact'
import { fill } from '#src/content/words.ts'
import { showToast } from '#src/ui/toast/toasts.ts'

// Readers see these exact words; tests hold them.
export const toastSent = () =>
  showToast({
    title: words.sentTitle,
    description: fill(words.sentText, { name: author.firstName }),
  })

export const toastSendFailed = () =>
  showToast({ title: words.failedTitle, description: words.failedText, variant: 'destructive' })

/** The site has no backend: the message is kept below (`kept`), or, with no outbox, still in the form. */
export const toastUnconnected = (kept: boolean) =>
  showToast({
    title: words.unconnectedTitle,
    description: kept ? words.unconnectedKept : words.unconnectedTyped,
    variant: 'destructive',
  })

/** `description` says why it waits (saved-words.ts): the connection, or the server asking for time. */
export const toastQueued = (description: string) => showToast({ title: words.savedTitle, description })

// For taking back a waiting message, in the style of the toasts above: a short title in Title Case, then a description.
export const toastCancelled = () => showToast({ title: words.cancelledTitle, description: words.cancelledText })

export const toastAlreadySent = () => showToast({ title: words.alreadySentTitle, description: words.alreadySentText })

export const toastTakenBackElsewhere = () =>
  showToast({ title: words.takenBackTitle, description: words.takenBackText })
