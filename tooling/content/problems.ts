/** One thing wrong in the content, said where the author will look: the file, then the field. */
export interface ContentProblem {
  file: string
  field?: string
  message: string
}

export const formatProblem = ({ file, field, message }: ContentProblem) =>
  field ? `${file}: ${field}: ${message}` : `${file}: ${message}`

/** Thrown with every problem at once, so one build names them all; its message is the list, one per line. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[]

  constructor(problems: readonly ContentProblem[]) {
    super(problems.map(formatProblem).join('\n'))
    this.name = 'ContentError'
    this.problems = problems
  }
}
