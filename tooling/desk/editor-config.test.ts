import { describe, expect, it } from 'vitest'
import { en } from '../content/locales/en.ts'
import { contentSchema } from '../content/schema.ts'
import { editorConfig, notEdited } from './editor-config.ts'
import type { EditorField, SchemaNode } from './editor-fields.ts'

// The schema walked on its own here, not with the module's code: a field it gains must show up in the editor.
const schema = contentSchema(
  { exists: () => true, shown: (path) => path, absolute: (path) => path },
  { currency: 'USD', language: 'en' },
  '2000-01-01',
) as unknown as SchemaNode

const inner = (node: SchemaNode): { node: SchemaNode; optional: boolean } =>
  node.wrapped ? { node: inner(node.wrapped).node, optional: true } : { node, optional: false }

/** Every field path of a schema's objects ("buy.retailer", a list's items without an index), optional or not. */
function schemaPaths(node: SchemaNode, path = ''): Map<string, boolean> {
  const paths = new Map<string, boolean>()
  const { node: bare } = inner(node)
  const object = bare.type === 'array' ? inner(bare.item as SchemaNode).node : bare
  for (const [name, entry] of Object.entries(object.entries ?? {})) {
    const at = path ? `${path}.${name}` : name
    paths.set(at, inner(entry).optional)
    for (const [deeper, optional] of schemaPaths(entry, at)) paths.set(deeper, optional)
  }
  return paths
}

function editorPaths(fields: readonly EditorField[], path = ''): Map<string, EditorField> {
  const paths = new Map<string, EditorField>()
  for (const field of fields) {
    const at = path ? `${path}.${field.name}` : field.name
    paths.set(at, field)
    for (const [deeper, inside] of editorPaths(field.fields ?? [], at)) paths.set(deeper, inside)
  }
  return paths
}

const config = editorConfig()
type Files = { name: string; fields: EditorField[] }[]
const kinds = new Map<string, EditorField[]>(
  config.collections.flatMap((collection) =>
    'files' in collection
      ? (collection.files as Files).map((file) => [file.name, file.fields] as const)
      : [[collection.name, collection.fields as EditorField[]] as const],
  ),
)
const sampleFields = editorPaths(kinds.get('samples') ?? [])

describe('the editor configuration', () => {
  it('has an editor field for every field of the content schema, optional where the schema is (no drift)', () => {
    const missing: string[] = []
    const disagreeing: string[] = []
    for (const [kind, paths] of Object.entries(splitByKind())) {
      const fields = editorPaths(kinds.get(kind) ?? [])
      for (const [path, optional] of paths) {
        const named = `${kind}.${path}`
        if (Object.keys(notEdited).some((left) => named === left || named.startsWith(`${left}.`))) continue
        const field = fields.get(path)
        if (!field) missing.push(named)
        else if ((field.required === false) !== optional) disagreeing.push(named)
      }
    }
    expect(missing).toEqual([])
    expect(disagreeing).toEqual([])
  })

  it("edits a book's sample chapter in its own collection, with the sample's fields", () => {
    expect([...sampleFields.keys()]).toEqual(['cover', 'title', 'language', 'body'])
    expect(sampleFields.get('cover')?.widget).toBe('hidden')
  })

  it('tells books from their samples by the cover a sample never has', () => {
    const books = config.collections.find((collection) => collection.name === 'books') as {
      filter: { pattern: string }
    }
    const [, source, flags] = /^\/(.*)\/(\w*)$/.exec(books.filter.pattern) ?? []
    const cover = new RegExp(source, flags)
    // The CMS tests a missing field as the text "null".
    expect(['covers/a.jpg', 'covers/b.SVG'].every((path) => cover.test(path))).toBe(true)
    expect(cover.test('null')).toBe(false)
  })

  it("says the schema's rules: choices, patterns, ranges, addresses, images where the content keeps them", () => {
    const site = editorPaths(kinds.get('site') ?? [])
    const books = editorPaths(kinds.get('books') ?? [])
    expect(site.get('pronoun')).toMatchObject({ widget: 'select', options: ['she', 'he', 'they'], required: false })
    expect(site.get('currency')?.pattern?.[0]).toBe('^[A-Z]{3}$')
    expect(site.get('palette.light.accent')?.widget).toBe('color')
    expect(site.get('newsletter.showOn')).toMatchObject({ widget: 'select', multiple: true, min: 1 })
    expect(books.get('reviews.rating')).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 5 })
    expect(books.get('editions.buy.url')).toMatchObject({ widget: 'string', type: 'url' })
    expect(books.get('cover')).toMatchObject({
      widget: 'image',
      media_folder: '/content/covers',
      public_folder: 'covers',
    })
    expect(books.get('body')).toMatchObject({ widget: 'markdown', required: false })
    // What is written in sentences is edited in a box of several lines; a name in one.
    expect(books.get('summary')?.widget).toBe('text')
    expect(books.get('title')?.widget).toBe('string')
    expect(editorPaths(kinds.get('news') ?? []).get('summary')?.widget).toBe('text')
    expect(editorPaths(kinds.get('readings') ?? []).get('readings.description')?.widget).toBe('text')
    expect(editorPaths(kinds.get('press') ?? []).get('shortBio')?.widget).toBe('text')
  })

  it('gives every field an author edits its help, as the schema writes it beside the field', () => {
    const site = editorPaths(kinds.get('site') ?? [])
    expect(site.get('title')?.hint).toBe('Shown in the browser tab and in search results.')
    expect(site.get('newsletter.words.subscribe')?.hint).toBe(en.newsletter.subscribe)
    expect(editorPaths(kinds.get('samples') ?? []).get('title')?.hint).toBe("The sample chapter's title.")
    // A field the schema gains without help fails here: the desk would show it bare.
    // words.yaml is the locale's, not the schema's: each of its lines' help is its English (below).
    const schemaKinds = [...kinds].filter(([kind]) => kind !== 'words')
    const bare = schemaKinds.flatMap(([kind, fields]) =>
      [...editorPaths(fields)]
        .filter(([, field]) => field.widget !== 'hidden' && !field.hint)
        .map(([path]) => `${kind}.${path}`),
    )
    expect(bare).toEqual([])
    expect(editorPaths(kinds.get('words') ?? []).get('hero.explore')?.hint).toBe(en.hero.explore)
  })

  it('finds the images the content names from its folder, and shows each book by its cover', () => {
    const books = config.collections.find((collection) => collection.name === 'books')
    expect(books).toMatchObject({ thumbnail: 'cover', media_folder: '/content', public_folder: '/' })
    // Every file or collection with an image field: the CMS reads "covers/x.jpg" from the media folder of the file
    // it is in.
    type Holder = { name: string; fields: EditorField[] }
    const withImages = config.collections
      .flatMap((collection): Holder[] =>
        'files' in collection ? (collection.files as Holder[]) : [collection as Holder],
      )
      .filter((holder) => [...editorPaths(holder.fields).values()].some((f) => f.widget === 'image'))
    expect(withImages.map((holder) => holder.name).sort()).toEqual(
      ['author', 'books', 'comingSoon', 'news', 'press', 'series'].sort(),
    )
    for (const holder of withImages) expect(holder).toMatchObject({ media_folder: '/content', public_folder: '/' })
  })

  it('saves to the repository it is given, else opens a local folder only', () => {
    expect(editorConfig({ repo: 'ana/site', branch: 'live' }).backend).toMatchObject({
      repo: 'ana/site',
      branch: 'live',
    })
  })
})

/** The schema's paths by kind of content, as the editor's collections and files name them. */
function splitByKind(): Record<string, Map<string, boolean>> {
  const byKind: Record<string, Map<string, boolean>> = {}
  for (const [path, optional] of schemaPaths(schema)) {
    const [kind, ...rest] = path.split('.')
    byKind[kind] ??= new Map()
    if (rest.length > 0) byKind[kind].set(rest.join('.'), optional)
  }
  // A book's sample is a file of its own: its fields are the samples collection's.
  byKind.samples = new Map(
    [...byKind.books]
      .filter(([path]) => path.startsWith('sample.'))
      .map(([path, optional]) => [path.slice('sample.'.length), optional]),
  )
  return byKind
}
