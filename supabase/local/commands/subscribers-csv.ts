import type { Subscriber } from '../server/subscribers.ts'

// Addresses and consent came from the public: a cell a spreadsheet would run as a formula gets a
// leading apostrophe (OWASP's advice for CSV injection), which spreadsheets show as text.
const formula = /^[=+\-@\t\r]/

function cell(value: string | null): string {
  const text = value === null ? '' : formula.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) || text !== value ? `"${text.replace(/"/g, '""')}"` : text
}

/** The confirmed readers as RFC 4180 CSV, a header first: what a mailing tool imports. */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  const rows = subscribers
    .filter((subscriber) => subscriber.status === 'confirmed')
    .map(({ email, confirmedAt, consent }) => [email, confirmedAt, consent].map(cell).join(','))
  return [['email', 'confirmed_at', 'consent'].join(','), ...rows].map((row) => `${row}\r\n`).join('')
}

/** The confirmed readers, one a line, for reading in a terminal. */
export function subscribersText(subscribers: readonly Subscriber[]): string {
  const confirmed = subscribers.filter((subscriber) => subscriber.status === 'confirmed')
  const waiting = subscribers.filter((subscriber) => subscriber.status === 'pending').length
  const lines = confirmed.map(({ email, confirmedAt }) => `${email}  (confirmed ${confirmedAt})`)
  const summary = `${confirmed.length} confirmed; ${waiting} not confirmed yet (not listed)`
  return [...lines, summary].join('\n')
}
