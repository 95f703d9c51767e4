/** Where the Supabase CLI sends its requests; `DEPLOY_API_URL` points the check elsewhere (the tests' local server). */
export const supabaseApi = () => process.env.DEPLOY_API_URL ?? 'https://api.supabase.com'

/** Whether anything answers at `url`: any HTTP status counts, as it proves the network and the name work. */
export async function reachable(url: string, timeoutMs = 8_000): Promise<boolean> {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) })
    return true
  } catch {
    return false
  }
}
