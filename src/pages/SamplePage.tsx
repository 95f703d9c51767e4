import { author } from 'virtual:content/author'
import * as readerWords from 'virtual:words/reader'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { loadBookPage } from '#src/content/load-book.ts'
import { samplePageMeta } from '#src/content/page-meta.ts'
import { ReaderToolbar } from '#src/sections/reader/ReaderToolbar.tsx'
import { ReadingColumn } from '#src/sections/reader/ReadingColumn.tsx'
import { ReadingProgressBar } from '#src/sections/reader/ReadingProgressBar.tsx'
import { SampleEnd } from '#src/sections/reader/SampleEnd.tsx'
import { useSamplePosition } from '#src/sections/reader/use-sample-position.ts'
import { SampleChapter } from '#src/sections/sample/SampleChapter.tsx'
import { SampleSource } from '#src/sections/sample/SampleSource.tsx'
import { readingColumn } from '#src/ui/page-column.ts'
import { PageFrame } from './PageFrame.tsx'
import { usePageTitle } from './use-page-title.ts'

const route = getRouteApi('/books/$slug/sample')

// The book's page is the sample's parent path, not the page the reader is on: only an exact match is current.
export function SamplePage() {
  const { book, sample } = route.useLoaderData()
  usePageTitle(samplePageMeta(book, sample, author.name).title)
  const chapter = useRef<HTMLElement>(null)
  const progress = useSamplePosition(book.slug, chapter)
  // Its book's text, kept once loaded: the way back to the book's page opens offline too. Online, the page loads it anyway.
  useEffect(() => {
    loadBookPage(book.slug).catch(() => {})
  }, [book.slug])
  return (
    <PageFrame
      reading
      column={readingColumn}
      back={
        <Link to="/books/$slug" params={{ slug: book.slug }} activeOptions={{ exact: true }}>
          {readerWords.backToBook}
        </Link>
      }
      beside={<ReaderToolbar />}
    >
      <ReadingProgressBar progress={progress} />
      <ReadingColumn>
        <SampleSource book={book} />
        <SampleChapter ref={chapter} sample={sample} />
        <SampleEnd book={book} />
      </ReadingColumn>
    </PageFrame>
  )
}
