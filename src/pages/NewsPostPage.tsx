import { author } from 'virtual:content/author'
import * as words from 'virtual:words/news'
import { getRouteApi, Link } from '@tanstack/react-router'
import { postPageMeta } from '#src/content/page-meta.ts'
import { NewsPost } from '#src/sections/news/NewsPost.tsx'
import { readingColumn } from '#src/ui/page-column.ts'
import { PageFrame } from './PageFrame.tsx'
import { usePageTitle } from './use-page-title.ts'

const route = getRouteApi('/news/$slug')

const allNews = <Link to="/news">{words.all}</Link>

export function NewsPostPage() {
  const post = route.useLoaderData()
  usePageTitle(postPageMeta(post, author.name).title)
  return (
    // A reading page: on a phone its lines run under the corner, so the theme button is in the header's row.
    <PageFrame back={allNews} reading column={readingColumn}>
      <NewsPost post={post} />
    </PageFrame>
  )
}
