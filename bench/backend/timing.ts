/**
 * Sends `total` requests with `concurrency` in flight and prints the rate, one line per run:
 * what `npm run bench:backend` reports for each function and database.
 */
export async function timeRequests(
  line: { database: string; label: string; unit: string },
  total: number,
  concurrency: number,
  sendOne: () => Promise<void>,
): Promise<void> {
  const started = performance.now()
  let remaining = total
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (remaining-- > 0) await sendOne()
    }),
  )
  const seconds = (performance.now() - started) / 1000
  console.log(
    `${line.database.padEnd(10)} ${line.label.padEnd(24)} ${total} ${line.unit} in ${seconds.toFixed(2)} s = ${Math.round(total / seconds)} ${line.unit}/s`,
  )
}

/** The runs each function gets: a warm-up, one request at a time, and 16 and 32 at once. */
export async function benchRuns(
  database: string,
  unit: string,
  count: number,
  sendOne: () => Promise<void>,
): Promise<void> {
  await timeRequests({ database, label: 'warm-up', unit }, 100, 1, sendOne)
  await timeRequests({ database, label: 'one at a time', unit }, count, 1, sendOne)
  for (const inFlight of [16, 32])
    await timeRequests({ database, label: `${inFlight} requests in flight`, unit }, count, inFlight, sendOne)
}
