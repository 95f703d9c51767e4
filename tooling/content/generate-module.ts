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
  const source = (value: unknown) =>
    JSON.stringify(value, (key, inner) => {
      if (!isImage(inner)) return inner
      const image = imageImport(inner.imageFile, key === 'portrait' ? 'portrait' : 'cover')
      imports.add(image.imports)
      expressions.push(image.expression)
      return `\0image:${expressions.length - 1}\0`
    }).replace(/"\\u0000image:(\d+)\\u0000"/g, (_, index) => expressions[Number(index)])
  // One constant per export, not one destructured object: the bundler then knows a flag's value (`pressOn = false`)
  // and leaves out the code only that flag reaches, a page's route and its chunk among it. JSON.stringify leaves out
  // an undefined value, so it is written as itself.
  const exports = Object.entries(content).map(
    ([name, value]) => `export const ${name} = ${value === undefined ? 'undefined' : source(value)}`,
  )
  return `${[...imports].join('\n')}\n${exports.join('\n')}\n`
}
