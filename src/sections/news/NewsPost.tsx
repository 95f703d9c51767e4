import * as words from 'virtual:words/news'
import type { Post } from '#src/content/content.ts'
import { BookStrips } from '#src/sections/book-strip/BookStrips.tsx'
import { Image } from '#src/ui/Image.tsx'
import { layoutWidth } from '#src/ui/layout-width.ts'
import { readingColumn } from '#src/ui/page-column.ts'
import { readingProseClass } from '#src/ui/prose-styles.ts'
import { postImageMatted, postImageWidth } from './post-image.ts'

/**
 * A post's page: its title, its day, its image if it has one, and its text, set as a book's description is; then the
 * books it links to, to buy or to sample where the reader stops reading.
 */
export function NewsPost({ post }: { post: Post }) {
  return (
    <article aria-labelledby="post-heading" className={readingColumn}>
      <h1 id="post-heading" className="mb-2 text-4xl font-semibold">
        {post.title}
      </h1>
      <time dateTime={post.date} className="mb-6 block text-sm text-muted">
        {post.dateText}
      </time>
      {post.image && (
        // Centred in the column: landscape, on a mat the text's width, so the post keeps one right edge; portrait, alone.
        <div className={`mb-6 flex justify-center rounded-lg ${postImageMatted(post.image.image) ? 'bg-line/40' : ''}`}>
          <div className="shrink-0" style={{ width: postImageWidth(post.image.image) }}>
            <Image
              image={post.image.image}
              alt={post.image.alt}
              priority
              sizes={`(min-width: ${layoutWidth.cover + 48}px) ${layoutWidth.cover}px, calc(100vw - 3rem)`}
              className="rounded-lg shadow-sm"
            />
          </div>
        </div>
      )}
      <div
        className={`space-y-3 ${readingProseClass}`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the author's own Markdown, made HTML at build
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
      {post.books.length > 0 && (
        <BookStrips heading={words.books} books={post.books} className="mt-12 border-t border-line pt-8" />
      )}
    </article>
  )
}
