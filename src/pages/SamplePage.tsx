import { author } from 'virtual:content/author'
import { getRouteApi, Link } from '@tanstack/react-router'
import { samplePageMeta } from '#src/content/page-meta.ts'
import { SampleChapter } from '#src/sections/sample/SampleChapter.tsx'
import { SampleSource } from '#src/sections/sample/SampleSource.tsx'
import { PageFrame } from './PageFrame.tsx'
import { usePageTitle } from './use-page-title.ts'

const route = getRouteApi('/books/$slug/sample')

export function SamplePage() {
  const { book, sample } = route.useLoaderData()
  usePageTitle(samplePageMeta(book, sample, author.name).title)
  return (
    <PageFrame
      back={
        <Link to="/books/$slug" params={{ slug: book.slug }}>
          Back to the book
        </Link>
      }
    >
      <SampleSource book={book} />
      <SampleChapter sample={sample} />
    </PageFrame>
  )
}
