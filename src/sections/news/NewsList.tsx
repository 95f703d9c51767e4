import * as words from 'virtual:words/news'
import { Link } from '@tanstack/react-router'
import type { Post } from '#src/content/content.ts'
import { Image } from '#src/ui/Image.tsx'
import { headingLinkClass } from '#src/ui/link-styles.ts'
import { pageColumn, textColumn } from '#src/ui/page-column.ts'
import { proseClass } from '#src/ui/prose-styles.ts'

/** A post's words in the list, one under the other, each at its start. */
const wordsClass = 'grid justify-items-start gap-1'

/**
 * The news page: every published post, newest first, each its day, its title (the link to it) and its first lines. A list
 * page, as the events page is: on the left of the page's column under its title, its rules the excerpts' measure. A
 * post with an image shows it small at its row's end, beside its words (decision 0118).
 */
export function NewsList({ posts }: { posts: readonly Post[] }) {
  return (
    <section aria-labelledby="news-heading" className={pageColumn}>
      <h1 id="news-heading" className="mb-6 text-4xl font-semibold">
        {words.heading}
      </h1>
      <ol aria-labelledby="news-heading" className={`divide-y divide-line border-y border-line ${textColumn}`}>
        {posts.map((post, index) =>
          post.image ? (
            <li
              key={post.slug}
              className="grid grid-cols-[minmax(0,1fr)_5rem] items-start gap-x-4 py-6 sm:grid-cols-[minmax(0,1fr)_7rem] sm:gap-x-6"
            >
              <div className={wordsClass}>
                <PostWords post={post} />
              </div>
              <Image
                image={post.image.image}
                alt={post.image.alt}
                aspect="square"
                // The first two rows are on a phone's first screen; the rest load as the reader nears them.
                priority={index < 2}
                sizes="(min-width: 640px) 7rem, 5rem"
                className="rounded-md"
              />
            </li>
          ) : (
            <li key={post.slug} className={`${wordsClass} py-6`}>
              <PostWords post={post} />
            </li>
          ),
        )}
      </ol>
    </section>
  )
}

function PostWords({ post }: { post: Post }) {
  return (
    <>
      <time dateTime={post.date} className="text-sm text-muted">
        {post.dateText}
      </time>
      <h2 className="font-serif text-xl leading-snug font-semibold sm:text-2xl">
        <Link to="/news/$slug" params={{ slug: post.slug }} className={headingLinkClass}>
          {post.title}
        </Link>
      </h2>
      {/* The column's width, where the title's link keeps its words' (the row's items stand at its start). */}
      <p className={`justify-self-stretch ${proseClass}`}>{post.lines}</p>
    </>
  )
}
