import { type ComponentType, createElement, type LazyExoticComponent, lazy, use } from 'react'
import { LoadAttempt } from './load-attempt.ts'

/**
 * React's lazy() with a failed download forgotten once the part is asked for again: a lazy() that
 * rejected stays rejected for good, so a dialog tapped once more, or the chat reopened, would fail
 * without even trying. Within one request (LoadAttempt) a failure stands.
 */
export function lazyRetrying<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let failed = false
  let attemptOfCurrent: object | undefined
  const fresh = (): LazyExoticComponent<ComponentType<Props>> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed = true
        throw error
      }),
    )
  let current = fresh()
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, as lazy() is
  return function LazyRetrying(props: Props) {
    const attempt = use(LoadAttempt)
    if (failed && attempt !== attemptOfCurrent) {
      failed = false
      current = fresh()
    }
    attemptOfCurrent = attempt
    return createElement(current, props)
  }
}
