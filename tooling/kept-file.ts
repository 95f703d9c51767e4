import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/** The bytes an earlier build kept in `file` (named by what they hold), or else made now and kept there for the next. */
export async function keptFile(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const hit = await readFile(file).catch(() => undefined)
  if (hit) return hit
  const bytes = await make()
  await mkdir(dirname(file), { recursive: true })
  // Written aside, then renamed: a build stopped midway, or another making the same bytes at once, never leaves half a file.
  const aside = `${file}.${process.pid}-${randomUUID()}`
  await writeFile(aside, bytes)
  await rename(aside, file)
  return bytes
}
