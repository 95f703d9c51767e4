import { author } from 'virtual:content/author'
import { books } from 'virtual:content/books'
import * as words from 'virtual:words/newsletter'
import { useHydrated } from '@tanstack/react-router'
import { useState } from 'react'
import { linkPageMeta } from '#src/content/page-meta.ts'
import type { LinkAction } from '#src/sections/newsletter-link/follow-link.ts'
import { askingWords, linkBook } from '#src/sections/newsletter-link/link-words.ts'
import { NewsletterLink } from '#src/sections/newsletter-link/NewsletterLink.tsx'
import { PageFrame } from './PageFrame.tsx'
import { usePageTitle } from './use-page-title.ts'

/**
 * The page a newsletter mail's link opens: the confirm page and the unsubscribe page are this, each with its action.
 * A release alert's link names its book (`book`), and the page speaks of it.
 */
export function NewsletterLinkPage({ action, token, book }: { action: LinkAction; token?: string; book?: string }) {
  // The link as opened: the address loses its token and book as soon as the page has them.
  const [link] = useState(() => ({ token, book: linkBook(book, books) }))
  // The prerendered page cannot know the book: it reads as the newsletter's until the app runs.
  const shownBook = useHydrated() ? link.book : undefined
  const { title, text } = askingWords(action, words, shownBook)
  usePageTitle(linkPageMeta(title, text, author.name).title)
  return (
    <PageFrame>
      <NewsletterLink action={action} token={link.token} book={shownBook} />
    </PageFrame>
  )
}
