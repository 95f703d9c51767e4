import type { Rollup } from 'vite'
import { bookModule } from './module-parts.ts'

/** A built file that holds one book's part (its sample, its long text). */
export interface BookChunk {
  file: string
  part: string
  slug: string
}

/** The bundle's files of each book's own modules (module-parts.ts), by the module each was made from. */
export function bookChunks(bundle: Rollup.OutputBundle): BookChunk[] {
  return Object.values(bundle).flatMap((output) => {
    const one = output.type === 'chunk' && output.facadeModuleId ? bookModule(output.facadeModuleId) : undefined
    return one ? [{ file: output.fileName, ...one }] : []
  })
}
