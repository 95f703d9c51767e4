import { author } from 'virtual:content/author'
import * as words from 'virtual:words/newsletter'
import { linkPageMeta } from '#src/content/page-meta.ts'
import type { LinkAction } from '#src/sections/newsletter-link/follow-link.ts'
import { askingWords } from '#src/sections/newsletter-link/link-words.ts'
import { NewsletterLink } from '#src/sections/newsletter-link/NewsletterLink.tsx'
import { PageFrame } from './PageFrame.tsx'
import { usePageTitle } from './use-page-title.ts'

/** The page a newsletter mail's link opens: the confirm page and the unsubscribe page are this, each with its action. */
export function NewsletterLinkPage({ action, token }: { action: LinkAction; token?: string }) {
  const { title, text } = askingWords(action, words)
  usePageTitle(linkPageMeta(title, text, author.name).title)
  return (
    <PageFrame>
      <NewsletterLink action={action} token={token} />
    </PageFrame>
  )
}
