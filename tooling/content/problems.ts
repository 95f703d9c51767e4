/** One thing wrong in the content, said where the author will look: the file, the line, then the field. */
export interface ContentProblem {
  file: string
  /** Where in the file the field is, or its nearest part that is there (a missing field's list item). */
  line?: number
  field?: string
  message: string
}

export const formatProblem = ({ file, line, field, message }: ContentProblem) =>
  [file, line && `line ${line}`, field, message].filter(Boolean).join(': ')

/** Thrown with every problem at once, so one build names them all; its message is the list, one per line. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[]

  constructor(problems: readonly ContentProblem[]) {
    super(problems.map(formatProblem).join('\n'))
    this.name = 'ContentError'
    this.problems = problems
  }
}
