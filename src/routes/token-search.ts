/** A mail link's search: its token when there is one, as text; anything else is no token. */
export const tokenSearch = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {}
