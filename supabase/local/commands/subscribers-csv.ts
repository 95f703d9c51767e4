import type { Subscriber } from '../server/subscribers.ts'

// Addresses and consent came from the public: a cell a spreadsheet would run as a formula gets a
// leading apostrophe (OWASP's advice for CSV injection), which spreadsheets show as text.
const formula = /^[=+\-@\t\r]/

function cell(value: string | null): string {
  const text = value === null ? '' : formula.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) || text !== value ? `"${text.replace(/"/g, '""')}"` : text
}

/** The confirmed sign-ups, of one topic when given ('newsletter', or a book's slug for its release alert). */
const confirmed = (subscribers: readonly Subscriber[], topic?: string) =>
  subscribers.filter(
    (subscriber) => subscriber.status === 'confirmed' && (topic === undefined || subscriber.topic === topic),
  )

/**
 * The confirmed readers as RFC 4180 CSV, a header first: what a mailing tool imports. A row per address and topic,
 * each with the consent agreed to for it; with `topic`, that topic's readers only (the list to send its mail to).
 */
export function subscribersCsv(subscribers: readonly Subscriber[], topic?: string): string {
  const rows = confirmed(subscribers, topic).map(({ email, topic, confirmedAt, consent }) =>
    [email, topic, confirmedAt, consent].map(cell).join(','),
  )
  return [['email', 'topic', 'confirmed_at', 'consent'].join(','), ...rows].map((row) => `${row}\r\n`).join('')
}

/** The confirmed readers, one address a line with its topics, for reading in a terminal; with `topic`, that topic's. */
export function subscribersText(subscribers: readonly Subscriber[], topic?: string): string {
  const topicsOf = new Map<string, Subscriber[]>()
  for (const subscriber of confirmed(subscribers, topic))
    topicsOf.set(subscriber.email, [...(topicsOf.get(subscriber.email) ?? []), subscriber])
  const waiting = subscribers.filter(
    (subscriber) => subscriber.status === 'pending' && (topic === undefined || subscriber.topic === topic),
  ).length
  const lines = [...topicsOf].map(
    ([email, rows]) =>
      `${email}  ${rows.map((row) => row.topic).join(', ')}  (confirmed ${rows.map((row) => row.confirmedAt).sort()[0]})`,
  )
  const summary = `${topicsOf.size} confirmed${topic === undefined ? '' : ` for ${topic}`}; ${waiting} not confirmed yet (not listed)`
  return [...lines, summary].join('\n')
}

/** The topic asked for by `--topic <name>`, undefined without one; a problem, as one line, when the name is missing. */
export function topicArgument(args: readonly string[]): { topic?: string } | { problem: string } {
  const at = args.indexOf('--topic')
  if (at === -1) return {}
  const topic = args[at + 1]
  if (topic === undefined || topic.startsWith('--'))
    return {
      problem: 'Name the topic after --topic: newsletter, or a book’s slug, like --topic the-quiet-between-minds.',
    }
  return { topic }
}
