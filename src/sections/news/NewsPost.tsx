import type { Post } from '#src/content/content.ts'
import { Image } from '#src/ui/Image.tsx'
import { pageColumn } from '#src/ui/page-column.ts'
import { proseClass } from '#src/ui/prose-styles.ts'

/** A post's page: its title, its day, its image if it has one, and its text, set as a book's description is. */
export function NewsPost({ post }: { post: Post }) {
  return (
    <article aria-labelledby="post-heading" className={pageColumn}>
      <h1 id="post-heading" className="mb-2 text-4xl font-semibold">
        {post.title}
      </h1>
      <time dateTime={post.date} className="mb-6 block text-sm text-muted">
        {post.dateText}
      </time>
      {post.image && (
        <Image
          image={post.image.image}
          alt={post.image.alt}
          priority
          sizes="(min-width: 640px) 24rem, 100vw"
          className="mb-6 max-w-sm rounded-lg shadow-sm"
        />
      )}
      <div
        className={`space-y-3 ${proseClass}`}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the author's own Markdown, made HTML at build
        dangerouslySetInnerHTML={{ __html: post.html }}
      />
    </article>
  )
}
