import { loadContent } from './load-content.ts'
import { ContentError } from './problems.ts'

/** At startup a content problem ends the command with the list alone: the author needs no stack trace. */
export function orExit<T>(dir: string, read: (dir: string) => T): T {
  try {
    return read(dir)
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    console.error(
      `The content in ${dir} has ${error.problems.length === 1 ? 'a problem' : 'problems'}:\n${error.message}`,
    )
    process.exit(1)
  }
}

export const loadContentOrExit = (dir: string) => orExit(dir, loadContent)
