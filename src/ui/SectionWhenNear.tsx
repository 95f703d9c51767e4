import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import type { heldSections } from '#src/start/before-app/early-input.ts'
import { MarkHydrated } from '#src/start/MarkHydrated.tsx'
import { loadWhenNear } from '#src/start/near-viewport.ts'

interface HeldSection {
  id: (typeof heldSections)[number]
  Section: LazyExoticComponent<ComponentType>
}

/**
 * A section below the fold whose code is asked for only when the reader nears its prerendered HTML:
 * how a page names such a section, so pages import nothing from src/start.
 */
export const sectionWhenNear = (id: HeldSection['id'], load: () => Promise<ComponentType>): HeldSection => ({
  id,
  Section: lazy(() => loadWhenNear(id, load).then((component) => ({ default: component }))),
})

/**
 * The section's prerendered HTML stays on screen while its code loads, and React hydrates it as it
 * lands. It reports itself live inside its boundary, which commits only once that code has landed,
 * so taps kept there are acted on only then.
 */
export function SectionWhenNear({ section: { id, Section } }: { section: HeldSection }) {
  return (
    <Suspense>
      <Section />
      <MarkHydrated part={id} />
    </Suspense>
  )
}
