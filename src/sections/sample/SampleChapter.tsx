import type { SampleChapter as Chapter } from '#src/content/content.ts'

/** The chapter in a column short enough to read comfortably, in the site's faces and either theme. */
export function SampleChapter({ sample }: { sample: Chapter }) {
  return (
    <article aria-labelledby="sample-title" className="mx-auto max-w-[65ch]">
      <h1 id="sample-title" className="mb-8 text-4xl font-semibold">
        {sample.title}
      </h1>
      <div
        className="space-y-5 font-serif text-lg leading-relaxed [&_hr]:my-8 [&_hr]:border-line"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the author's own Markdown, made HTML at build
        dangerouslySetInnerHTML={{ __html: sample.body.html }}
      />
    </article>
  )
}
