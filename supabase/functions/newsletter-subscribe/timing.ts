/** A confirmation link works this long after its mail was sent. */
export const confirmSeconds = 7 * 24 * 60 * 60

/** At most one confirmation mail per address in this time, whatever is submitted. */
export const mailIntervalSeconds = 24 * 60 * 60
