import { createClient } from '@supabase/supabase-js'
import { anonKey, backendUrl, clientHeaders } from './backend-config.ts'

/**
 * The page's Supabase client, in a chunk of its own loaded at the first send (precached by the worker).
 * Visitors are anonymous and the page offers no sign-in: no session is looked for, kept or refreshed.
 */
export const supabase = createClient(backendUrl(), anonKey(), {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  global: { headers: clientHeaders },
})
