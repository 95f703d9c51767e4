import { author } from 'virtual:content/author'
import { getRouteApi } from '@tanstack/react-router'
import { newsPageMeta } from '#src/content/page-meta.ts'
import { NewsList } from '#src/sections/news/NewsList.tsx'
import { PageFrame } from './PageFrame.tsx'
import { usePageTitle } from './use-page-title.ts'

const route = getRouteApi('/news')

export function NewsPage() {
  const posts = route.useLoaderData()
  usePageTitle(newsPageMeta(author.name).title)
  return (
    <PageFrame>
      <NewsList posts={posts} />
    </PageFrame>
  )
}
