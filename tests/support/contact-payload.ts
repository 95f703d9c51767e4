/** A contact message the function accepts, and a key to send it under: the outbox's unit tests' common ground. */
export const contactPayload = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A long enough message.',
  website: '',
}

export const idempotencyKey = '3f2a6c1e-8b7d-4e5f-9a0b-1c2d3e4f5a6b'
