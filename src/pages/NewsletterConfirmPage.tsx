import { getRouteApi } from '@tanstack/react-router'
import { NewsletterLinkPage } from './NewsletterLinkPage.tsx'

const route = getRouteApi('/newsletter/confirm')

export function NewsletterConfirmPage() {
  return <NewsletterLinkPage action="confirm" token={route.useSearch().token} />
}
