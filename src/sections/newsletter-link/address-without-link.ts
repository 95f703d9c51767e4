/** What a mail's link adds to its page's address: the token, and a release alert's book. */
const linkParams = ['token', 'book']

/**
 * The page's address without its mail link's token and book (path, other search, hash), or undefined when it has
 * neither. Once the page holds them, the address bar, the tab's history and a shared or bookmarked address need not.
 */
export function addressWithoutLink(href: string): string | undefined {
  const url = new URL(href)
  if (!linkParams.some((name) => url.searchParams.has(name))) return undefined
  for (const name of linkParams) url.searchParams.delete(name)
  return `${url.pathname}${url.search}${url.hash}`
}

/** Takes the token and book out of the address in place: no new history entry, the router's state kept. */
export function dropLinkFromAddress(): void {
  const address = addressWithoutLink(location.href)
  if (address !== undefined) history.replaceState(history.state, '', address)
}
