/**
 * `count` requests made `batch` at a time, their results in order: a flood's many requests, with one's hashing
 * and parsing overlapping another's round trip to the database, which decides them one at a time anyway.
 */
export async function inBatches<T>(count: number, make: (n: number) => Promise<T>, batch = 25): Promise<T[]> {
  const results: T[] = []
  for (let start = 0; start < count; start += batch)
    results.push(
      ...(await Promise.all(Array.from({ length: Math.min(batch, count - start) }, (_, n) => make(start + n)))),
    )
  return results
}
