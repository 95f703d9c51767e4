import type { StoredMessage } from '../../../supabase/local/pglite-store.ts'
import { inboxPath } from '../../../supabase/local/routes.ts'
import { controlUrl, serverUrl } from './ports.ts'

/** The network between the browser and the site goes away, or comes back. */
export async function network(state: 'offline' | 'online') {
  const response = await fetch(`${controlUrl}/${state}`, { method: 'POST' })
  if (!response.ok) throw new Error(`Could not go ${state}: ${response.status}`)
}

/** The rows the real local backend stored with this message text. */
export async function storedRows(text: string): Promise<StoredMessage[]> {
  const response = await fetch(`${serverUrl}${inboxPath}`)
  if (!response.ok) throw new Error(`The inbox answered ${response.status}`)
  const { messages } = (await response.json()) as { messages: StoredMessage[] }
  return messages.filter((row) => row.message === text)
}
