/**
 * Resolves in a new task, so the work after it does not extend the task before it: the
 * browser can paint and handle a tap in between.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
