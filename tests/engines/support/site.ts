import type { LocalMail } from '../../../supabase/local/server/local-newsletter.ts'
import type { StoredMessage } from '../../../supabase/local/server/pglite-store.ts'
import { inboxPath, newsletterMailsPath, subscribersPath } from '../../../supabase/local/server/routes.ts'
import type { Subscriber } from '../../../supabase/local/server/subscribers.ts'
import { controlUrl, serverUrl } from './ports.ts'

/** The network between the browser and the site goes away, or comes back. */
export async function network(state: 'offline' | 'online') {
  const response = await fetch(`${controlUrl}/${state}`, { method: 'POST' })
  if (!response.ok) throw new Error(`Could not go ${state}: ${response.status}`)
}

async function askServer<Body>(path: string): Promise<Body> {
  const response = await fetch(`${serverUrl}${path}`)
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return (await response.json()) as Body
}

/** The rows the real local backend stored with this message text. */
export async function storedRows(text: string): Promise<StoredMessage[]> {
  const { messages } = await askServer<{ messages: StoredMessage[] }>(inboxPath)
  return messages.filter((row) => row.message === text)
}

/** The real local backend's sign-up rows for this address, and the mails it sent to it (once they are sent). */
export async function signUpOf(email: string): Promise<{ rows: Subscriber[]; mails: LocalMail[] }> {
  const { subscribers } = await askServer<{ subscribers: Subscriber[] }>(subscribersPath)
  const { mails } = await askServer<{ mails: LocalMail[] }>(newsletterMailsPath)
  return { rows: subscribers.filter((row) => row.email === email), mails: mails.filter((mail) => mail.to === email) }
}
