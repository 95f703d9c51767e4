import { author } from 'virtual:content/author'
import { getRouteApi, useHydrated } from '@tanstack/react-router'
import { cataloguePageMeta } from '#src/content/page-meta.ts'
import { Catalogue } from '#src/sections/catalogue/Catalogue.tsx'
import { PageFrame } from './PageFrame.tsx'
import { usePageTitle } from './use-page-title.ts'

const route = getRouteApi('/books')

export function CataloguePage() {
  const books = route.useLoaderData()
  const { sort } = route.useSearch()
  const navigate = route.useNavigate()
  usePageTitle(cataloguePageMeta(author.name, books.length === 1).title)
  return (
    <PageFrame>
      <Catalogue
        books={books}
        // The prerendered page is in the catalogue's own order: the address's is taken once React has adopted it.
        sort={useHydrated() ? sort : undefined}
        // In the address, so a shared or reloaded link keeps it; the reader stays where they are on the page.
        onSort={(chosen) => navigate({ search: chosen ? { sort: chosen } : {}, replace: true, resetScroll: false })}
      />
    </PageFrame>
  )
}
