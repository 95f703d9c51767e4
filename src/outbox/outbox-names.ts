// One name each, shared by the page and the service worker: a mismatch would silently split the outbox.
export const outboxLockName = 'outbox'
export const outboxSyncTag = 'outbox'
export const outboxDatabaseName = 'outbox'
export const outboxChannelName = 'outbox'
