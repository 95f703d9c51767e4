import { author } from 'virtual:content/author'
import * as bookWords from 'virtual:words/books'
import { getRouteApi, Link } from '@tanstack/react-router'
import { cataloguePageMeta } from '#src/content/page-meta.ts'
import { Catalogue } from '#src/sections/catalogue/Catalogue.tsx'
import { PageFrame } from './PageFrame.tsx'
import { usePageTitle } from './use-page-title.ts'

const route = getRouteApi('/books')

const featured = (
  <Link to="/" hash="books">
    {bookWords.heading}
  </Link>
)

export function CataloguePage() {
  const books = route.useLoaderData()
  usePageTitle(cataloguePageMeta(author.name).title)
  return (
    <PageFrame back={featured}>
      <Catalogue books={books} />
    </PageFrame>
  )
}
