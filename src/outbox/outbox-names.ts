// One name each, shared by the page and the service worker: a mismatch would silently split the outbox.
// Named when it carried contact messages only; a new name would strand the entries readers have stored.
export const outboxLockName = 'contact-outbox'
export const outboxSyncTag = 'contact-outbox'
export const outboxDatabaseName = 'contact-outbox'
export const outboxChannelName = 'contact-outbox'
