import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { rolldown } from 'rolldown'

const entryId = '\0inline-entry'

/**
 * `code` and what it imports (files of src/start, written and tested as TypeScript), as one
 * self-contained minified script for a page's HTML: no request, and the CSP hashes it with the
 * page's other inline scripts (tooling/security-headers.ts).
 */
export async function inlineScript(code: string): Promise<string> {
  const bundle = await rolldown({
    input: entryId,
    platform: 'browser',
    logLevel: 'silent',
    plugins: [
      {
        name: 'inline-entry',
        resolveId: (id) => (id === entryId ? id : null),
        load: (id) => (id === entryId ? code : null),
      },
    ],
  })
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true, comments: false })
    return output[0].code.trim()
  } finally {
    await bundle.close()
  }
}

const srcStart = join(dirname(fileURLToPath(import.meta.url)), '../../src/start')

/** The import specifier, for an inline entry, of a file in src/start. */
export const importOf = (inSrcStart: string) => JSON.stringify(join(srcStart, inSrcStart))
