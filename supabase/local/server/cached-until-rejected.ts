/**
 * A promise made on first use and kept for every later one, unless it failed: then the next use
 * tries again, so a server whose database could not open answers the next request afresh.
 */
export function cachedUntilRejected<T>(make: () => Promise<T>) {
  let made: Promise<T> | undefined
  return {
    get: () =>
      (made ??= make().catch((error: unknown) => {
        made = undefined
        throw error
      })),
    /** What was made, without making it: undefined if nothing was, or it failed. */
    made: async () => made?.catch(() => undefined),
  }
}
