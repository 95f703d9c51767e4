import { type ComponentType, lazy, Suspense } from 'react'
import type { heldSections } from './before-app/early-input.ts'
import { loadWhenNear } from './near-viewport.ts'
import { ReportLive } from './ReportLive.tsx'

/**
 * A section below the fold: its prerendered HTML stays on screen while its code loads when the reader
 * nears it, and React hydrates it as it lands. It reports itself live inside its boundary, which
 * commits only once that code has landed, so taps kept there are acted on only then.
 */
export function sectionWhenNear(id: (typeof heldSections)[number], load: () => Promise<ComponentType>) {
  const Section = lazy(() => loadWhenNear(id, load).then((component) => ({ default: component })))
  return function SectionWhenNear() {
    return (
      <Suspense>
        <Section />
        <ReportLive part={id} />
      </Suspense>
    )
  }
}
