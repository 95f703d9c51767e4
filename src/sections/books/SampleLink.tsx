import * as words from 'virtual:words/books'
import { Link } from '@tanstack/react-router'
import { BookOpen } from 'lucide-react'
import { tapTargetClass, textLinkClass } from '#src/ui/link-styles.ts'

/** A card's way straight into its book's sample chapter, one tap from the home; set as the buttons beside it are. */
export function SampleLink({ slug }: { slug: string }) {
  return (
    <Link
      to="/books/$slug/sample"
      params={{ slug }}
      className={`${tapTargetClass} gap-2 self-start text-sm font-semibold ${textLinkClass}`}
    >
      <BookOpen aria-hidden="true" className="size-4" />
      {words.sample}
    </Link>
  )
}
