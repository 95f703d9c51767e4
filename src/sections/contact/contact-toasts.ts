import { author } from 'virtual:content/author'
import { showToast } from '#src/ui/toast/toasts.ts'

// Readers see these exact words; tests hold them.
export const toastSent = () =>
  showToast({
    title: 'Message Sent!',
    description: `Thank you for your message. ${author.firstName} will get back to you soon.`,
  })

export const toastSendFailed = () =>
  showToast({ title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' })

/** `description` says why it waits (saved-words.ts): the connection, or the server asking for time. */
export const toastQueued = (description: string) => showToast({ title: 'Message Saved', description })

// For taking back a waiting message, in the style of the toasts above: a short title in Title Case, then a description.
export const toastCancelled = () =>
  showToast({ title: 'Message Cancelled', description: 'It will not be sent. Your message is back in the form.' })

export const toastAlreadySent = () =>
  showToast({ title: 'Already Sent', description: 'This message had already been sent, so it could not be cancelled.' })

export const toastTakenBackElsewhere = () =>
  showToast({
    title: 'Already Taken Back',
    description: 'This message was taken back in another tab, so it will not be sent.',
  })
