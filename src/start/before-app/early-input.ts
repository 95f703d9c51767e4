/** A reader's act on the prerendered page that its code was not there to take. */
export type EarlyAct = { kind: 'click' | 'submit' | 'leave'; target: Element }

/** What the page's inline script keeps until a part of the page comes alive (src/start/early-input-replay.ts). */
export interface EarlyInput {
  /** The parts already live: their acts reach the app as they happen. */
  live: Set<string>
  acts: EarlyAct[]
  /** The part of the page an element belongs to: the held section it is in, else the page itself. */
  partOf(element: Element): string
}

declare global {
  interface Window {
    earlyInput?: EarlyInput
  }
}

/** Sections that come alive on their own, after the page (the home's and a book page's below the fold). */
export const heldSections = ['about', 'books', 'newsletter', 'contact'] as const

/**
 * Runs inline before the app: from the first paint a reader can tap a button, send a form or leave a
 * field that no code handles yet. Links and typing work without it; a button's tap and a form's
 * sending are held back from the page (so no half-ready code also acts on them) and kept, as is a
 * field left, until the part they are in is live, which then acts on each once. A Share opens the
 * system's sheet at once where there is one: on a slow phone the app can be seconds away.
 */
export function keepEarlyInput(): void {
  const early: EarlyInput = {
    live: new Set(),
    acts: [],
    partOf: (element) => heldSections.find((id) => document.getElementById(id)?.contains(element)) ?? 'page',
  }
  window.earlyInput = early
  const waiting = (target: Element) => !early.live.has(early.partOf(target))
  const keep = (kind: EarlyAct['kind'], target: Element | null | undefined, event?: Event) => {
    if (!target || !waiting(target)) return
    event?.preventDefault()
    event?.stopImmediatePropagation()
    // A share button (src/sections/books/share/ShareButton.tsx) opens the system's sheet while the tap
    // still allows it, and that sheet, closed or not, is the answer; without one, its act waits as any other.
    const share = { title: (target as HTMLElement).dataset.shareTitle, url: (target as HTMLElement).dataset.shareUrl }
    if (!(share.url && navigator.canShare?.(share) && navigator.share(share).catch(() => {})))
      early.acts.push({ kind, target })
  }
  const closest = (event: Event, selector: string) =>
    event.target instanceof Element ? event.target.closest(selector) : null
  addEventListener('click', (event) => keep('click', closest(event, 'button:not([type=submit])'), event), true)
  addEventListener('submit', (event) => keep('submit', closest(event, 'form'), event), true)
  // Not held back: a live part validates on its own, and leaving a field twice changes nothing.
  addEventListener('focusout', (event) => keep('leave', closest(event, 'input, textarea, select')), true)
}
