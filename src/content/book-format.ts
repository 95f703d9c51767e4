/** The formats schema.org names; an author's own word ("large print") is shown as written and has no bookFormat. */
const known: Record<string, { label: string; schema: string }> = {
  ebook: { label: 'Ebook', schema: 'EBook' },
  'e-book': { label: 'E-book', schema: 'EBook' },
  paperback: { label: 'Paperback', schema: 'Paperback' },
  hardcover: { label: 'Hardcover', schema: 'Hardcover' },
  hardback: { label: 'Hardback', schema: 'Hardcover' },
  audiobook: { label: 'Audiobook', schema: 'AudiobookFormat' },
}

/** What the page calls an edition's format: the known words capitalised, the author's own as written. */
export const formatLabel = (format: string) => known[format.toLowerCase()]?.label ?? format

/** schema.org's BookFormatType for a format, when it has one. */
export const schemaBookFormat = (format: string) => {
  const schema = known[format.toLowerCase()]?.schema
  return schema && `https://schema.org/${schema}`
}
