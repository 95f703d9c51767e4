import { en } from '../content/locales/en.ts'
import { contentSchema } from '../content/schema.ts'
import { type EditorField, editorFields, type SchemaNode } from './editor-fields.ts'

/** Where the editor saves: a GitHub repository ("owner/name") and its branch, when the site is deployed from one. */
export interface EditorBackend {
  repo?: string
  branch?: string
}

// The schema as the loader builds it, with nothing read from the disk: only its shape is walked.
const schemaShape = () =>
  contentSchema(
    { exists: () => true, shown: (path) => path, absolute: (path) => path },
    { currency: 'USD', language: 'en' },
    '2000-01-01',
  ) as unknown as SchemaNode

/**
 * The fields the editor does not show, each with why: the drift test names every other schema field.
 * A book's, series' or post's `slug` is its file's name; a book's `sample` is its own file (<slug>.sample.md).
 */
export const notEdited: Record<string, string> = {
  'books.slug': 'the file name',
  'series.slug': 'the file name',
  'news.slug': 'the file name',
  'books.sample': 'its own collection, samples',
}

// The object a file holds: a list's item (one file each), under its optional wrapper.
const objectOf = (schema: SchemaNode): SchemaNode =>
  schema.entries ? schema : objectOf((schema.wrapped ?? schema.item) as SchemaNode)
const entriesOf = (schema: SchemaNode) => objectOf(schema).entries as Record<string, SchemaNode>

// Images stay where the content keeps them, written as paths from the content folder ("covers/x.jpg").
const mediaAt = (folder: string) => ({ media_folder: `/content/${folder}`, public_folder: folder })

function withMedia(fields: EditorField[], folder: string): EditorField[] {
  return fields.map((field) => {
    if (field.widget === 'image') return { ...field, ...mediaAt(folder) }
    if (field.fields) return { ...field, fields: withMedia(field.fields, folder) }
    if (field.field) return { ...field, field: withMedia([field.field], folder)[0] }
    return field
  })
}

/**
 * The content writes an image as its path from the content folder ("covers/x.jpg"). The CMS finds such a path (one
 * without a leading "/") from the media folder of the file or collection it is in, not the field's: without this,
 * every cover and portrait already there showed blank, in the list and in the form. Uploads still go to each field's
 * own folder.
 */
const imagesFromContent = { media_folder: '/content', public_folder: '/' } as const

const markdownFormat = { format: 'yaml-frontmatter' } as const
const markdownFiles = { extension: 'md', ...markdownFormat } as const

/** The words an author may give in place of the site's, group by group: each line's English is its hint. */
function wordFields(): EditorField[] {
  return Object.entries(en).flatMap(([group, words]) => {
    const lines = Object.entries(words).filter(([, word]) => typeof word === 'string')
    if (lines.length === 0) return []
    return [
      {
        name: group,
        label: group,
        widget: 'object',
        required: false,
        collapsed: true,
        fields: lines.map(([name, word]) => ({
          name,
          label: name,
          widget: 'string',
          required: false,
          hint: word as string,
        })),
      } as EditorField,
    ]
  })
}

/**
 * config.yml for Sveltia CMS: one collection per kind of content, each of the content schema's fields with its
 * rules, reading and writing the files as authors write them today (YAML files, Markdown with fields on top).
 */
export function editorConfig(backend: EditorBackend = {}) {
  const schema = entriesOf(schemaShape())
  const image = entriesOf(schema.author).portrait
  const known = { image }
  const fieldsOf = (name: string, leaveOut: string[] = []) => editorFields(objectOf(schema[name]), known, leaveOut)
  const book = entriesOf(schema.books)
  return {
    backend: {
      name: 'github',
      // Without a repository the desk still opens a local folder ("Work with Local Repository").
      repo: backend.repo ?? 'owner/site',
      branch: backend.branch ?? 'main',
    },
    media_folder: '/content/images',
    public_folder: 'images',
    output: { omit_empty_optional_fields: true, yaml: { quote: 'none' } },
    collections: [
      {
        name: 'pages',
        label: 'site',
        files: [
          { name: 'site', label: 'site.yaml', file: 'content/site.yaml', format: 'yaml', fields: fieldsOf('site') },
          {
            name: 'author',
            label: 'author.md',
            file: 'content/author.md',
            ...markdownFormat,
            ...imagesFromContent,
            fields: withMedia(fieldsOf('author'), 'images'),
          },
          {
            name: 'readings',
            label: 'readings.yaml',
            file: 'content/readings.yaml',
            format: 'yaml',
            fields: fieldsOf('readings'),
          },
          {
            name: 'press',
            label: 'press.md',
            file: 'content/press.md',
            ...markdownFormat,
            ...imagesFromContent,
            fields: withMedia(fieldsOf('press'), 'images/press'),
          },
          {
            name: 'comingSoon',
            label: 'coming-soon.md',
            file: 'content/coming-soon.md',
            ...markdownFormat,
            ...imagesFromContent,
            fields: withMedia(fieldsOf('comingSoon'), 'covers'),
          },
          {
            name: 'words',
            label: 'words.yaml',
            file: 'content/words.yaml',
            format: 'yaml',
            fields: wordFields(),
          },
        ],
      },
      {
        name: 'books',
        label: 'books',
        folder: 'content/books',
        ...markdownFiles,
        ...imagesFromContent,
        // A sample chapter (<slug>.sample.md) sits beside its book and has no cover.
        // A missing field reads as "null" to a pattern: an image file's name is what no sample has.
        filter: { field: 'cover', pattern: '/\\.(jpe?g|png|webp|svg)$/i' },
        identifier_field: 'title',
        // Each book in the list by its cover.
        thumbnail: 'cover',
        preview_path: 'books/{{slug}}',
        // Covers in covers/, the carousel's other images in images/books/.
        fields: withMedia(fieldsOf('books', ['slug', 'sample']), 'images/books').map((field) =>
          field.name === 'cover' ? { ...field, ...mediaAt('covers') } : field,
        ),
      },
      {
        name: 'samples',
        label: 'samples',
        folder: 'content/books',
        ...markdownFiles,
        filter: { field: 'cover', value: null },
        path: '{{slug}}.sample',
        identifier_field: 'title',
        // The filter may only name a field of the collection: the cover, never shown and never written.
        fields: [{ name: 'cover', label: 'cover', widget: 'hidden' }, ...editorFields(book.sample, known)],
      },
      {
        name: 'series',
        label: 'series',
        folder: 'content/series',
        ...markdownFiles,
        ...imagesFromContent,
        identifier_field: 'name',
        preview_path: 'series/{{slug}}',
        fields: withMedia(fieldsOf('series', ['slug']), 'images'),
      },
      {
        name: 'news',
        label: 'news',
        folder: 'content/news',
        ...markdownFiles,
        ...imagesFromContent,
        identifier_field: 'title',
        sortable_fields: ['date', 'title'],
        preview_path: 'news/{{slug}}',
        fields: withMedia(fieldsOf('news', ['slug']), 'images/news'),
      },
    ],
  }
}

export type EditorConfig = ReturnType<typeof editorConfig>
