import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import type { heldSections } from '#src/start/before-app/early-input.ts'
import { tapKeptIn } from '#src/start/early-input-replay.ts'
import { MarkHydrated } from '#src/start/MarkHydrated.tsx'
import { loadWhenNear } from '#src/start/near-viewport.ts'

interface HeldSection {
  id: (typeof heldSections)[number]
  Section: LazyExoticComponent<ComponentType>
}

/**
 * A section below the fold whose code is asked for only when the reader nears its prerendered HTML:
 * how a page names such a section, so pages import nothing from src/start. `tapOpens` is the code a
 * button in it opens (a dialog's): when the reader tapped there before the section came alive, it is
 * fetched beside the section's own, not one download after it.
 */
export const sectionWhenNear = (
  id: HeldSection['id'],
  load: () => Promise<ComponentType>,
  tapOpens?: () => Promise<unknown>,
): HeldSection => ({
  id,
  Section: lazy(() =>
    loadWhenNear(id, () => {
      // A failure here is the dialog's to say, when the kept tap asks for it again.
      if (tapOpens && tapKeptIn(id)) tapOpens().catch(() => {})
      return load()
    }).then((component) => ({ default: component })),
  ),
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
