/** A confirmation link works this long after its mail was sent. */
export const confirmSeconds = 7 * 24 * 60 * 60

/** At most one confirmation mail per address in this time, whatever is submitted. */
export const mailIntervalSeconds = 24 * 60 * 60

/**
 * What the daily forgetting keeps: address hashes for a day (longer than any rate-limit window
 * in use), requests, expired links and unconfirmed sign-ups for `keptDays`. pg_cron's job in
 * the migration passes the same numbers.
 */
export const forgetting = { addressSeconds: 24 * 60 * 60, keptDays: 30 } as const
