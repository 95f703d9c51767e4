import * as words from 'virtual:words/news'
import { Link } from '@tanstack/react-router'
import type { Post } from '#src/content/content.ts'
import { pageColumn, textColumn } from '#src/ui/page-column.ts'
import { proseClass } from '#src/ui/prose-styles.ts'

/**
 * The news page: every published post, newest first, each its day, its title (the link to it) and its first lines. A list
 * page, as the events page is: on the left of the page's column under its title, its rules the excerpts' measure.
 */
export function NewsList({ posts }: { posts: readonly Post[] }) {
  return (
    <section aria-labelledby="news-heading" className={pageColumn}>
      <h1 id="news-heading" className="mb-6 text-4xl font-semibold">
        {words.heading}
      </h1>
      <ol aria-labelledby="news-heading" className={`divide-y divide-line border-y border-line ${textColumn}`}>
        {posts.map((post) => (
          <li key={post.slug} className="grid justify-items-start gap-1 py-6">
            <time dateTime={post.date} className="text-sm text-muted">
              {post.dateText}
            </time>
            <h2 className="font-serif text-xl leading-snug font-semibold sm:text-2xl">
              <Link
                to="/news/$slug"
                params={{ slug: post.slug }}
                className="inline-flex min-h-11 items-center hover:text-accent hover:underline"
              >
                {post.title}
              </Link>
            </h2>
            {/* The column's width, where the title's link keeps its words' (the row's items stand at its start). */}
            <p className={`justify-self-stretch ${proseClass}`}>{post.lines}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
