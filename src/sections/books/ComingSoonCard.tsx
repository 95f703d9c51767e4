import type { comingSoon } from 'virtual:content/home-books'
import * as words from 'virtual:words/books'
import { fill } from '#src/content/words.ts'
import { Badge } from '#src/ui/Badge.tsx'
import { Image } from '#src/ui/Image.tsx'
import { type BooksLayout, cardColumns, coverSizes } from './books-layout.ts'

type ComingSoonProps = NonNullable<typeof comingSoon> & { layout: BooksLayout }

export function ComingSoonCard({ title, cover, expected, body, layout }: ComingSoonProps) {
  return (
    <article
      aria-labelledby="coming-soon-title"
      className={`grid overflow-hidden rounded-2xl border border-dashed border-accent/60 bg-surface ${cardColumns(layout)}`}
    >
      <Image image={cover} alt={fill(words.teaserCover, { title })} sizes={coverSizes(layout)} />
      <div className="flex flex-col justify-center gap-3 p-6 sm:p-8">
        <Badge className="self-start">{words.comingSoon}</Badge>
        <h3 id="coming-soon-title" className="text-3xl font-semibold">
          {title}
        </h3>
        <div
          className="max-w-[65ch] leading-relaxed"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the author's own Markdown, made HTML at build
          dangerouslySetInnerHTML={{ __html: body.html }}
        />
        <p className="text-sm text-muted">{fill(words.expected, { when: expected })}</p>
      </div>
    </article>
  )
}
