import type { heldSections } from './before-app/early-input.ts'

/** A part of the page that reports once React has taken it over: the page, or a section held until near. */
export type HydrationPart = 'page' | (typeof heldSections)[number]

/** What must report before the document counts as live: the page the router shows, and on the home page each section whose code loads on its own. */
export const partsToReport = (pathname: string): readonly HydrationPart[] =>
  pathname === '/' ? ['page', 'about', 'books', 'contact'] : ['page']

/** Calls `mark` once, when every expected part has reported, in whatever order the two arrive. */
export function createHydrationMark(mark: () => void) {
  const reported = new Set<HydrationPart>()
  let expected: readonly HydrationPart[] | undefined
  let marked = false
  const check = () => {
    if (marked || !expected?.every((part) => reported.has(part))) return
    marked = true
    mark()
  }
  return {
    expect(parts: readonly HydrationPart[]) {
      expected = parts
      check()
    },
    report(part: HydrationPart) {
      reported.add(part)
      check()
    },
  }
}

/** `html[data-hydrated]`: what browser tests wait for before they use the page. */
export const hydrationMark = createHydrationMark(() => {
  document.documentElement.dataset.hydrated = ''
})
