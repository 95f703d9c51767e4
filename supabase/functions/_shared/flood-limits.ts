/**
 * What a deploy sets for each function: at most `max` requests per client address within
 * `windowSeconds`, and at most `globalMax` mails from everyone together in that time.
 */
export interface RateLimit {
  max: number
  windowSeconds: number
  globalMax: number
}

/**
 * The limits that keep a flood to its own prefix (decision 0061), all from the two numbers a deploy
 * sets, so there is nothing more to tune. The wider prefixes allow more than one address, as a
 * household or an office holds several, and far less than the many /64s inside them add up to.
 */
export function floodLimits({ max, globalMax }: RateLimit) {
  return {
    /** Requests per window from one IPv4 address or one IPv6 /64. */
    perAddress: max,
    /** From one IPv6 /56 (256 /64s). */
    perSubnet: 2 * max,
    /** From one IPv6 /48 (256 /56s). */
    perNetwork: 4 * max,
    /** Mails waiting for room per network (an IPv6 /48, an IPv4 address); beyond them its oldest are dropped. */
    heldPerNetwork: 4 * max,
    /** Rows not yet mailed, from everyone together; beyond them, 429 until mail makes room. */
    unsentMax: 100 * globalMax,
  }
}

export type FloodLimits = ReturnType<typeof floodLimits>
