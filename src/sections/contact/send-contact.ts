import type { ContactMessage } from '../../../supabase/functions/_shared/contact-schema.ts'

export interface ContactSubmission extends ContactMessage {
  /** The honeypot: people never see it, so anything in it was typed by a bot. */
  website: string
}

/** Posts one submission to the send-contact-email function; the key lets the server store a replay only once. */
export async function sendContact(submission: ContactSubmission, idempotencyKey: string): Promise<{ error: unknown }> {
  try {
    const { backendClient } = await import('./backend-client')
    const { error } = await backendClient().functions.invoke('send-contact-email', {
      body: submission,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
    return { error }
  } catch (error) {
    // A failed chunk load (offline before the client was cached) is a failed send, not a crash.
    return { error }
  }
}
