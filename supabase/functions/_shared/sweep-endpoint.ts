import { failure, json } from './http.ts'

/** The scheduler's door into a function: a POST to …/sweep carrying the shared secret. */
export const isSweepRequest = (request: Request) => new URL(request.url).pathname.endsWith('/sweep')

/** Runs the function's sweep for the scheduler, and answers its report. */
export async function answerSweep(
  request: Request,
  secret: string | undefined,
  run: () => Promise<unknown>,
): Promise<Response> {
  if (!secret) return failure(404, 'not_found', 'No such endpoint.')
  if (request.method !== 'POST')
    return failure(405, 'method_not_allowed', 'Send the sweep with POST.', { headers: { allow: 'POST' } })
  if (!(await sameSecret(request.headers.get('x-contact-sweep-secret') ?? '', secret)))
    return failure(403, 'forbidden', 'This sweep is not authorised.')
  return json(200, await run())
}

// Compared as digests, so the time taken says nothing about how much of the secret matched.
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (text: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  const [a, b] = await Promise.all([digest(given), digest(expected)])
  return a.reduce((difference, byte, index) => difference | (byte ^ b[index]), 0) === 0
}
