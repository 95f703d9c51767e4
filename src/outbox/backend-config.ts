import { version } from '@supabase/supabase-js/package.json'

/**
 * Where the backend answers and the public anon key it expects. With no project configured, the
 * page's own origin: `npm start` mounts the send-contact-email function there and accepts any key.
 * Functions, not constants: `location` is read in the page or the worker, never at import.
 */
export const backendUrl = () => import.meta.env.VITE_SUPABASE_URL || globalThis.location.origin

/** No project configured: only `npm start` answers the forms; anywhere else the site has no backend. */
export const backendIsOwnOrigin = () => !import.meta.env.VITE_SUPABASE_URL

export const anonKey = () => import.meta.env.VITE_SUPABASE_ANON_KEY || 'local-anon-key'

// supabase-js names its runtime by looking for a `document`, so a worker would call itself "node";
// page and worker name themselves alike, so the function sees one client whichever of them sent.
export const clientHeaders = { 'X-Client-Info': `supabase-js/${version}; runtime=web` }
