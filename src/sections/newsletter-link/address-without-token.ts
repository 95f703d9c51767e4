/**
 * The page's address without its mail link's token (path, other search, hash), or undefined when it has none.
 * Once the page holds the token, the address bar, the tab's history and a shared or bookmarked address need not.
 */
export function addressWithoutToken(href: string): string | undefined {
  const url = new URL(href)
  if (!url.searchParams.has('token')) return undefined
  url.searchParams.delete('token')
  return `${url.pathname}${url.search}${url.hash}`
}

/** Takes the token out of the address in place: no new history entry, the router's state kept. */
export function dropTokenFromAddress(): void {
  const address = addressWithoutToken(location.href)
  if (address !== undefined) history.replaceState(history.state, '', address)
}
