import { getRouteApi } from '@tanstack/react-router'
import { NewsletterLinkPage } from './NewsletterLinkPage.tsx'

const route = getRouteApi('/newsletter/unsubscribe')

export function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage action="unsubscribe" token={route.useSearch().token} />
}
