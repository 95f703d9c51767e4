import { FunctionsClient } from '@supabase/functions-js'
import { anonKey, backendUrl, clientHeaders } from './backend-config.ts'

/** What the sender needs of a client: supabase-js's `functions`, or FunctionsClient alone. */
export type Functions = Pick<FunctionsClient, 'invoke'>

let workerClient: FunctionsClient | undefined

/**
 * The page sends through its supabase-js client; the worker through the FunctionsClient that
 * supabase-js wraps, with the headers supabase-js adds, so the request is the same (decision 0004).
 * The worker's build defines SERVICE_WORKER, and each build keeps only its own branch.
 */
export async function functionsClient(): Promise<Functions> {
  if (!import.meta.env.SERVICE_WORKER) return (await import('./supabase-client.ts')).supabase.functions
  workerClient ??= new FunctionsClient(new URL('functions/v1', backendUrl().replace(/\/?$/, '/')).href, {
    headers: { ...clientHeaders, Authorization: `Bearer ${anonKey()}`, apikey: anonKey() },
  })
  return workerClient
}
