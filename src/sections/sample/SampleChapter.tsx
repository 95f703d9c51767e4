import type { Ref } from 'react'
import type { SampleChapter as Chapter } from '#src/content/content.ts'

/**
 * The chapter in either theme, at the reader's text size (its column sets both), title and text in the prose's face:
 * Fraunces' text cut from a visit after one that loaded it, its metric-matched fallback on a first, so the page waits
 * for no font file of its own before the reader can start. Its paragraphs are set as the book sets them (.book-setting).
 */
export function SampleChapter({ sample, ref }: { sample: Chapter; ref?: Ref<HTMLElement> }) {
  return (
    <article ref={ref} lang={sample.language} dir={sample.dir} aria-labelledby="sample-title">
      <h1 id="sample-title" className="mb-8 font-prose text-4xl font-normal">
        {sample.title}
      </h1>
      <div
        className="book-setting font-prose leading-relaxed"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the author's own Markdown, made HTML at build
        dangerouslySetInnerHTML={{ __html: sample.body.html }}
      />
    </article>
  )
}
