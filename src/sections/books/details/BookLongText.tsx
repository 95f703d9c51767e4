import * as words from 'virtual:words/details'
import type { Book, BookText } from '#src/content/content.ts'
import { DetailsSection, type TitleLevel } from './DetailsSection.tsx'
import { KeyThemes } from './KeyThemes.tsx'
import { ReaderReviews } from './ReaderReviews.tsx'

// Lines where the description will be, while its module downloads: the section is there, and grows into its text.
const placeholderLines = ['first', 'second', 'third', 'fourth', 'fifth']

/** The book's description, themes and reviews; until its module is in, its heading over placeholder lines. */
export function BookLongText({
  book,
  text,
  level,
}: {
  book: Pick<Book, 'language' | 'dir'>
  text: BookText | undefined
  level: TitleLevel
}) {
  if (!text)
    return (
      <DetailsSection title={words.about} level={level}>
        <div aria-busy="true" className="space-y-3">
          {placeholderLines.map((line) => (
            <div key={line} className="min-h-5 animate-pulse rounded-full bg-line" />
          ))}
        </div>
      </DetailsSection>
    )
  return (
    <>
      <DetailsSection title={words.about} level={level}>
        <div
          lang={book.language}
          dir={book.dir}
          className="space-y-3 text-muted"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the author's own Markdown, made HTML at build
          dangerouslySetInnerHTML={{ __html: text.description.html }}
        />
      </DetailsSection>
      <KeyThemes themes={text.keyThemes} level={level} />
      <ReaderReviews reviews={text.reviews} level={level} />
    </>
  )
}
