import { getRouteApi } from '@tanstack/react-router'
import { NewsletterLinkPage } from './NewsletterLinkPage.tsx'

const route = getRouteApi('/newsletter/confirm')

export function NewsletterConfirmPage() {
  const { token, book } = route.useSearch()
  return <NewsletterLinkPage action="confirm" token={token} book={book} />
}
