/** How long a claimed notification belongs to its claimer: longer than any mail provider call takes. */
export const claimSeconds = 300

/** A failed notification is tried again after `firstSeconds`, doubling each time up to `maxSeconds`. */
export const backoff = { firstSeconds: 60, maxSeconds: 6 * 60 * 60 } as const

/** Notifications one sweep claims at most, so one run stays short. */
export const sweepBatch = 20

/** The author hears of a flood at most this often: when it starts, then hourly, and once after it ends. */
export const digestEverySeconds = 60 * 60
