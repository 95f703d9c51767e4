import { setBeforePaint } from '#src/start/set-before-paint.ts'

/** The class names, ids and attribute names a page can carry before the app runs: what its CSS may select. */
export interface PageVocabulary {
  classes: ReadonlySet<string>
  ids: ReadonlySet<string>
  attributes: ReadonlySet<string>
}

// A reader opens a <details> without any script: its `open` rules must be there already.
const setByTheReader = ['open']

const tag = /<[a-zA-Z][^\s/>]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/**
 * What a prerendered page's HTML names in its tags (scripts' and styles' text is not markup), plus what
 * the start-up scripts set before the first paint and what the reader sets with no script at all.
 */
export function pageVocabulary(html: string): PageVocabulary {
  const classes = new Set<string>(setBeforePaint.classes)
  const ids = new Set<string>()
  const attributes = new Set<string>([...setBeforePaint.attributes, ...setByTheReader])
  for (const [, attributesText] of withoutRawText(html).matchAll(tag)) {
    for (const [, name, ...values] of attributesText.matchAll(attribute)) {
      const key = name.toLowerCase()
      const value = values.find((candidate) => candidate !== undefined) ?? ''
      attributes.add(key)
      if (key === 'class') for (const word of value.split(/\s+/)) if (word) classes.add(decodeEntities(word))
      if (key === 'id') ids.add(decodeEntities(value))
    }
  }
  return { classes, ids, attributes }
}

const withoutRawText = (html: string) => html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '')

// React escapes these in attribute values: Tailwind's arbitrary variants hold some (`[&>a]:inline-flex`).
const decodeEntities = (text: string) =>
  text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, entity: string) =>
    entity === 'amp' ? '&' : entity === 'quot' ? '"' : entity === 'lt' ? '<' : entity === 'gt' ? '>' : "'",
  )
