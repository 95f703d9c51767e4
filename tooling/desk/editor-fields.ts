import * as v from 'valibot'

/**
 * The editor's fields read from the content schema itself (valibot's schema objects): a field the schema gains
 * appears in the editor with no second edit, with the help the schema writes beside it (valibot's description). What the build checks and the CMS can say (required, a pattern, a
 * choice, a whole number's range, a web or email address) the editor checks first; the rest (a real time zone, a
 * price in the site's currency, a file that exists) stays the build's one-line message.
 */

/** The parts of a valibot schema or action this reads. */
export interface SchemaNode {
  kind?: string
  type: string
  entries?: Record<string, SchemaNode>
  wrapped?: SchemaNode
  item?: SchemaNode
  options?: (SchemaNode | string)[]
  pipe?: SchemaNode[]
  requirement?: unknown
  message?: unknown
}

/** A field as Sveltia CMS (and Decap CMS) reads it from config.yml. */
export interface EditorField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  pattern?: [string, string]
  type?: string
  value_type?: string
  min?: number
  max?: number
  maxlength?: number
  collapsed?: boolean
  options?: string[]
  multiple?: boolean
  fields?: EditorField[]
  field?: EditorField
  media_folder?: string
  public_folder?: string
}

/** The schema values the walk tells apart by who they are, not their shape: the image field of the loaded schema. */
export interface Known {
  image: SchemaNode
}

/** A message as an author reads it without a value: "expected a colour like "#336699"", not "…, got """. */
export function messageText(message: unknown): string | undefined {
  const text =
    typeof message === 'function'
      ? String((message as (issue: unknown) => unknown)({ input: '', received: '', expected: '' }))
      : typeof message === 'string'
        ? message
        : undefined
  return text?.replace(/, got .*$/s, '').replace(/^"" /, '')
}

const actionsOf = (schema: SchemaNode) => schema.pipe?.slice(1) ?? []
const action = (schema: SchemaNode, type: string) => actionsOf(schema).find((step) => step.type === type)
// A pipe's own schema is its first step, which the pipe object also is.
const unwrapped = (schema: SchemaNode): { schema: SchemaNode; required: boolean } =>
  schema.type === 'optional' || schema.type === 'exact_optional' || schema.type === 'nullish'
    ? { schema: unwrapped(schema.wrapped as SchemaNode).schema, required: false }
    : { schema: undescribed(schema), required: true }

/**
 * A field's help as the schema writes it beside the field (`v.pipe(field, v.description(…))`), inside or around its
 * optional wrapper: an author who edits in the browser reads it under the field, and it survives the CMS's saves.
 */
export function descriptionOf(schema: SchemaNode): string | undefined {
  return (
    (schema.pipe && v.getDescription(schema as unknown as v.GenericSchema)) ||
    (schema.wrapped && descriptionOf(schema.wrapped)) ||
    undefined
  )
}

// A described field is a pipe of the field and its description: the field is what the walk reads.
const undescribed = (schema: SchemaNode): SchemaNode =>
  schema.pipe && schema.pipe.length > 1 && schema.pipe.slice(1).every((step) => step.kind === 'metadata')
    ? undescribed(schema.pipe[0])
    : schema

/** The first message the schema or its checks give an author: what is expected. */
function hintOf(schema: SchemaNode): string | undefined {
  for (const step of [schema, ...actionsOf(schema)]) {
    if (!['check', 'custom', 'regex', 'string', 'number', 'array'].includes(step.type)) continue
    const text = messageText(step.message)
    if (text && text !== 'expected text' && (text.startsWith('expected') || text.includes(' like '))) return text
  }
}

/**
 * The CMS reads a hint as Markdown, where "<id>" is a tag, shown as nothing: "/events/<id>.ics" read "/events/.ics".
 * Its "<" written as the character's name shows it as written.
 */
const asMarkdown = (text: string | undefined) => text?.replaceAll('<', '&lt;')

const isImage = (schema: SchemaNode, known: Known) => schema === undescribed(known.image)

/** Whether the schema marks the field as written in sentences (fields.ts' `sentences`), inside its optional wrapper. */
const inSentences = (schema: SchemaNode): boolean =>
  (schema.pipe !== undefined && v.getMetadata(schema as unknown as v.GenericSchema).sentences === true) ||
  (schema.wrapped !== undefined && inSentences(schema.wrapped))

const picklistOptions = (schema: SchemaNode) =>
  schema.type === 'picklist' ? (schema.options as string[]).map(String) : undefined

/** One field of an object schema, by its name. */
export function editorField(name: string, written: SchemaNode, known: Known): EditorField {
  const { schema, required } = unwrapped(written)
  const expected = hintOf(schema)
  // The schema's own help, else what its message says it expects.
  const hint = asMarkdown(descriptionOf(written) ?? expected)
  const base = { name, label: name, ...(required ? {} : { required: false }), ...(hint && { hint }) }
  if (isImage(schema, known)) return { ...base, widget: 'image' }
  const choices = picklistOptions(schema)
  if (choices) return { ...base, widget: 'select', options: choices }
  if (schema.type === 'boolean') return { ...base, widget: 'boolean' }
  if (schema.type === 'strict_object' || schema.type === 'object')
    return { ...base, widget: 'object', fields: editorFields(schema, known) }
  if (schema.type === 'array') {
    const item = unwrapped(schema.item as SchemaNode).schema
    const min = action(schema, 'min_length')?.requirement
    const sized = typeof min === 'number' ? { min } : {}
    const itemChoices = picklistOptions(item)
    if (itemChoices) return { ...base, widget: 'select', multiple: true, options: itemChoices, ...sized }
    if (item.type === 'strict_object' || item.type === 'object')
      return { ...base, widget: 'list', ...sized, fields: editorFields(item, known) }
    return { ...base, widget: 'list', ...sized, field: editorField(name, item, known) }
  }
  if (schema.type === 'number') {
    const min = action(schema, 'min_value')?.requirement
    const max = action(schema, 'max_value')?.requirement
    return {
      ...base,
      widget: 'number',
      ...(action(schema, 'integer') && { value_type: 'int' }),
      ...(typeof min === 'number' && { min }),
      ...(typeof max === 'number' && { max }),
    }
  }
  if (name === 'body') return { ...base, widget: 'markdown' }
  const regex = action(schema, 'regex')
  const pattern: [string, string] | undefined =
    regex?.requirement instanceof RegExp
      ? [regex.requirement.source, messageText(regex.message) ?? `expected ${regex.requirement.source}`]
      : undefined
  if (pattern && /^\^#\[0-9a-fA-F\]\{6\}\$$/.test(pattern[0])) return { ...base, widget: 'color' }
  const max = action(schema, 'max_length')?.requirement
  return {
    ...base,
    // Sentences in a box of several lines, which grows with them; a name or a line in one.
    widget: inSentences(written) ? 'text' : 'string',
    ...(expected?.includes('web address') && { type: 'url' }),
    ...(expected?.includes('email address') && { type: 'email' }),
    ...(pattern && { pattern }),
    ...(typeof max === 'number' && { maxlength: max }),
  }
}

/** Every field of an object schema (or of the object a pipe starts with), in the schema's order. */
export function editorFields(schema: SchemaNode, known: Known, leaveOut: readonly string[] = []): EditorField[] {
  const object = unwrapped(schema).schema
  if (!object.entries) throw new Error(`expected an object schema, got ${object.type}`)
  return Object.entries(object.entries)
    .filter(([name]) => !leaveOut.includes(name))
    .map(([name, entry]) => editorField(name, entry, known))
}
