import { loadContent } from './load-content.ts'
import { ContentError } from './problems.ts'

/** Reads the content with `read`; at startup a content problem ends the command with the list alone: the author needs no stack trace. */
export function exitOnContentProblems<T>(dir: string, read: (dir: string) => T): T {
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

export const loadContentOrExit = (dir: string) => exitOnContentProblems(dir, loadContent)
