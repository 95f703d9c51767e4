import { author } from 'virtual:content/author'
import { getRouteApi, Link } from '@tanstack/react-router'
import { cataloguePageMeta } from '#src/content/page-meta.ts'
import { Catalogue } from '#src/sections/catalogue/Catalogue.tsx'
import { PageFrame } from './PageFrame.tsx'
import { usePageTitle } from './use-page-title.ts'

const route = getRouteApi('/books')

const featured = (
  <Link to="/" hash="books">
    Featured books
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
