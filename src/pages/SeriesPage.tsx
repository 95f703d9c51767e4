import { author } from 'virtual:content/author'
import * as bookWords from 'virtual:words/books'
import { getRouteApi, Link } from '@tanstack/react-router'
import { seriesPageTitle } from '#src/content/page-meta.ts'
import { SeriesBooks } from '#src/sections/series/SeriesBooks.tsx'
import { PageFrame } from './PageFrame.tsx'
import { usePageTitle } from './use-page-title.ts'

const route = getRouteApi('/series/$slug')

const allBooks = <Link to="/books">{bookWords.all}</Link>

export function SeriesPage() {
  const { series, books } = route.useLoaderData()
  usePageTitle(seriesPageTitle(series, author.name))
  return (
    <PageFrame back={allBooks}>
      <SeriesBooks series={series} books={books} />
    </PageFrame>
  )
}
