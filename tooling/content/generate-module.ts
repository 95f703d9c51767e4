import type { ImageRole } from '../images/roles.ts'
import type { ImageFile } from './image-field.ts'

type ImageImport = (absolutePath: string, role: ImageRole) => { imports: string; expression: string }

const isImage = (value: unknown): value is ImageFile =>
  typeof value === 'object' && value !== null && 'imageFile' in value

/** A virtual module's source: its part of the checked content as named exports, each image as what imageImport makes of it. */
export function generateModule(content: Record<string, unknown>, imageImport: ImageImport): string {
  // The same file in the same role makes the same import line: written once.
  const imports = new Set<string>()
  const expressions: string[] = []
  const json = JSON.stringify(content, (key, value) => {
    if (!isImage(value)) return value
    const image = imageImport(value.imageFile, key === 'portrait' ? 'portrait' : 'cover')
    imports.add(image.imports)
    expressions.push(image.expression)
    return `\0image:${expressions.length - 1}\0`
  })
  const body = json.replace(/"\\u0000image:(\d+)\\u0000"/g, (_, index) => expressions[Number(index)])
  return `${[...imports].join('\n')}\nexport const { ${Object.keys(content).join(', ')} } = ${body}\n`
}
