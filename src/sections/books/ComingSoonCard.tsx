import { comingSoon } from '#src/content/books.ts'
import { covers } from '#src/content/images.ts'
import { Badge } from '#src/ui/Badge.tsx'
import { Image } from '#src/ui/Image.tsx'

export function ComingSoonCard() {
  return (
    <article
      aria-labelledby="coming-soon-title"
      className="grid overflow-hidden rounded-2xl border border-dashed border-accent/60 bg-surface md:grid-cols-[1fr_2fr]"
    >
      <Image
        image={covers[comingSoon.cover]}
        alt={`Teaser cover of ${comingSoon.title}`}
        sizes="(min-width: 768px) 33vw, 100vw"
      />
      <div className="flex flex-col justify-center gap-3 p-6 sm:p-8">
        <Badge className="self-start">Coming Soon</Badge>
        <h3 id="coming-soon-title" className="text-3xl font-semibold">
          {comingSoon.title}
        </h3>
        <p className="max-w-[65ch] leading-relaxed">{comingSoon.teaser}</p>
        <p className="text-sm text-muted">Expected {comingSoon.expected}</p>
      </div>
    </article>
  )
}
