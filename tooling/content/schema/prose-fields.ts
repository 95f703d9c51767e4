import * as v from 'valibot'
import { text, webAddress } from '../fields.ts'
import { prose } from '../markdown.ts'

/** A Markdown body that may be left empty. */
export const markdown = v.pipe(v.optional(v.string('expected Markdown text'), ''), v.transform(prose))

export const requiredMarkdown = v.pipe(
  v.string('expected Markdown text'),
  v.trim(),
  v.nonEmpty('the text below the frontmatter must not be empty'),
  v.transform(prose),
)

export const link = v.strictObject({
  label: v.pipe(text, v.description("The place's name, like Instagram.")),
  url: webAddress,
})
