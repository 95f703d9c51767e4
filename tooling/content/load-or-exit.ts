import { loadContent } from './load-content.ts'
import { ContentError } from './problems.ts'

/** The list of a content folder's problems under one line that says whose they are; any other error as it is. */
export function contentProblemsMessage(dir: string, error: unknown): string {
  if (!(error instanceof ContentError)) return error instanceof Error ? error.message : String(error)
  return `The content in ${dir} has ${error.problems.length === 1 ? 'a problem' : 'problems'}:\n${error.message}`
}

/** Reads the content with `read`; at startup a content problem ends the command with the list alone: the author needs no stack trace. */
export function exitOnContentProblems<T>(dir: string, read: (dir: string) => T): T {
  try {
    return read(dir)
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    console.error(contentProblemsMessage(dir, error))
    process.exit(1)
  }
}

export const loadContentOrExit = (dir: string) => exitOnContentProblems(dir, loadContent)
