// `npm run inbox`: prints the stored contact messages, newest first, each with whether its mail to the author
// went out, by asking the running local server. PGlite's data dir can be open in one process only, and the server has it.

import type { StoredMessage } from '../server/pglite-store.ts'
import { inboxPath } from '../server/routes.ts'
import { askLocalServer } from './ask-local-server.ts'
import { mailLine } from './mail-line.ts'

// Stored text passed validation, but a terminal is no place to trust it: show controls escaped.
const printable = (text: string) =>
  text.replace(/[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, (char) =>
    char === '\n' ? char : `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`,
  )

const { messages } = await askLocalServer<{ messages: StoredMessage[] }>(inboxPath)
if (messages.length === 0) console.log('No messages yet.')
const now = new Date()
for (const message of messages) {
  console.log(
    `── ${message.createdAt}  ${printable(message.name)} <${printable(message.email)}>  (${mailLine(message, now)})`,
  )
  console.log(`Subject: ${printable(message.subject)}\n`)
  console.log(`${printable(message.message)}\n`)
}
