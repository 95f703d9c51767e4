import { getRouteApi } from '@tanstack/react-router'
import { NewsletterLinkPage } from './NewsletterLinkPage.tsx'

const route = getRouteApi('/newsletter/unsubscribe')

export function NewsletterUnsubscribePage() {
  const { token, book } = route.useSearch()
  return <NewsletterLinkPage action="unsubscribe" token={token} book={book} />
}
