import type { JSX } from 'react'
import { MarkHydrated } from './MarkHydrated.tsx'

/**
 * The page, reporting itself live from inside whatever Suspense boundary it hydrates in: React
 * hydrates a boundary after the shell around it has committed, so a report from outside it comes early.
 */
export function reportingLive<Props extends object>(Page: (props: Props) => JSX.Element | null) {
  return function LivePage(props: Props) {
    return (
      <>
        <Page {...props} />
        <MarkHydrated part="page" />
      </>
    )
  }
}
