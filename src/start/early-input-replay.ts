import type { EarlyAct, EarlyInput } from './before-app/early-input.ts'

const replays: Record<EarlyAct['kind'], (target: Element) => void> = {
  click: (target) => (target as HTMLElement).click(),
  submit: (target) => (target as HTMLFormElement).requestSubmit(),
  // A field the reader is back in has not been left.
  leave: (target) => {
    if (document.activeElement !== target) target.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  },
}

/**
 * A part of the page has come alive: what the reader did there before it could act (kept by
 * src/start/before-app/early-input.ts) now happens, once, in order, where it is still on the page.
 */
export function replayEarlyInput(part: string, early: EarlyInput | undefined = window.earlyInput): void {
  if (!early) return
  early.live.add(part)
  const due = early.acts.filter((act) => early.partOf(act.target) === part)
  early.acts = early.acts.filter((act) => !due.includes(act))
  for (const { kind, target } of due) if (target.isConnected) replays[kind](target)
}
