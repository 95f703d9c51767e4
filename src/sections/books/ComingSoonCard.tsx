import type { comingSoon } from 'virtual:content/home-books'
import * as words from 'virtual:words/books'
import { fill } from '#src/content/words.ts'
import { Badge } from '#src/ui/Badge.tsx'
import { Image } from '#src/ui/Image.tsx'
import {
  type BooksLayout,
  cardClass,
  coverCellClass,
  coverSizes,
  headClass,
  summaryClass,
  textClass,
} from './books-layout.ts'

type ComingSoonProps = NonNullable<typeof comingSoon> & { layout: BooksLayout }

export function ComingSoonCard({ title, cover, expected, body, layout }: ComingSoonProps) {
  return (
    <article aria-labelledby="coming-soon-title" className={`${cardClass(layout)} border-dashed border-accent/60`}>
      <div className={coverCellClass}>
        <Image image={cover} aspect="cover" alt={fill(words.teaserCover, { title })} sizes={coverSizes(layout)} />
      </div>
      <div className={textClass}>
        <div className={headClass}>
          <Badge>{words.comingSoon}</Badge>
          <h3 id="coming-soon-title" className="text-3xl font-semibold max-md:text-2xl">
            {title}
          </h3>
        </div>
        <div
          className={summaryClass}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the author's own Markdown, made HTML at build
          dangerouslySetInnerHTML={{ __html: body.html }}
        />
        <p className="col-span-2 text-sm text-muted">{fill(words.expected, { when: expected })}</p>
      </div>
    </article>
  )
}
