/** One mail as Resend takes it; `idempotencyKey` makes a repeated send of the same mail a no-op there. */
export interface ResendMail {
  from: string
  to: string
  subject: string
  text: string
  idempotencyKey: string
  replyTo?: string
  headers?: Record<string, string>
}

export interface ResendOptions {
  apiKey: string
  fetch?: typeof fetch
  /** Resend's API; a test points it at a fake server. */
  baseUrl?: string
}

/** Calls one Resend endpoint, failing with its status so the caller can log it. */
export async function callResend(
  { apiKey, fetch: send = fetch, baseUrl = 'https://api.resend.com' }: ResendOptions,
  method: string,
  path: string,
  body: unknown,
  idempotencyKey?: string,
): Promise<void> {
  const response = await send(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${apiKey}`,
      'content-type': 'application/json',
      ...(idempotencyKey && { 'idempotency-key': idempotencyKey }),
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`Resend answered ${response.status}: ${(await response.text()).slice(0, 500)}`)
}

/** Sends plain text through https://resend.com/docs/api-reference/emails/send-email. */
export function sendThroughResend(options: ResendOptions, mail: ResendMail): Promise<void> {
  const { from, to, subject, text, replyTo, headers, idempotencyKey } = mail
  return callResend(
    options,
    'POST',
    '/emails',
    { from, to: [to], subject, text, ...(replyTo && { reply_to: replyTo }), ...(headers && { headers }) },
    idempotencyKey,
  )
}
