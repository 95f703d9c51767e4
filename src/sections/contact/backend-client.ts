import { createClient, type SupabaseClient } from '@supabase/supabase-js'

/**
 * Loaded on first use only (dynamic import), so supabase-js is not part of the first paint.
 * With no project configured, the page's own origin answers: `npm start` mounts the
 * send-contact-email function there, and any anon key is accepted locally.
 */
const url = import.meta.env.VITE_SUPABASE_URL || window.location.origin
const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY || 'local-anon-key'

let client: SupabaseClient | undefined

export function backendClient(): SupabaseClient {
  client ??= createClient(url, anonKey)
  return client
}
