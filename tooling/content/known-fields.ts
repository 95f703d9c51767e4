import { nearest } from './words/nearest.ts'

type Key = string | number
// The parts of a valibot schema that lead from a value to what it holds; a pipe carries its first schema's parts.
interface SchemaNode {
  entries?: Record<string, SchemaNode>
  item?: SchemaNode
  wrapped?: SchemaNode
  options?: SchemaNode[]
  value?: SchemaNode
}

/** The objects a path may lead to in a schema: a union may hold several. */
function objectsAt(schema: SchemaNode, path: readonly Key[]): SchemaNode[] {
  if (schema.wrapped) return objectsAt(schema.wrapped, path)
  if (schema.options) return schema.options.flatMap((option) => objectsAt(option, path))
  if (path.length === 0) return schema.entries ? [schema] : []
  const [key, ...rest] = path
  const next = typeof key === 'number' ? schema.item : (schema.entries?.[key] ?? schema.value)
  return next ? objectsAt(next, rest) : []
}

/** The field a misspelt one most likely meant: the nearest of those the schema allows where it stands. */
export function meantField(schema: unknown, path: readonly Key[]): string | undefined {
  const field = path.at(-1)
  if (typeof field !== 'string') return undefined
  const known = objectsAt(schema as SchemaNode, path.slice(0, -1)).flatMap((node) => Object.keys(node.entries ?? {}))
  return known.length > 0 ? nearest(field, known) : undefined
}
