/** Writes one line to the server log; lines carry message ids, never what a visitor wrote or their address. */
export type Log = (line: string) => void

export const consoleLog: Log = (line) => console.error(line)

/**
 * An error's kind and message without its details: a database error's detail can quote the row,
 * and the row is a visitor's message.
 */
export function describeError(cause: unknown): string {
  if (!(cause instanceof Error)) return 'a non-Error value was thrown'
  const code = (cause as { code?: unknown }).code
  return `${cause.name}${typeof code === 'string' ? ` ${code}` : ''}: ${cause.message}`
}
