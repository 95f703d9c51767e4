/** Something a tap can do, as the page recorded it: `at` in ms on the page's clock. */
export interface PageEffect {
  kind: 'dialog' | 'share' | 'copy' | 'navigation'
  at: number
  /** Where a navigation went. */
  path?: string
}
export type EffectKind = PageEffect['kind']

/** The page as the bench reads it after a tap; a new document has another time origin. */
export interface PageState {
  timeOrigin: number
  path: string
  /** The document's first contentful paint, once there is one. */
  firstPaint?: number
  effects: PageEffect[]
}

/** What counts as a target acting on a tap: these effects, and a navigation only to `path`. */
export interface ActedOn {
  kinds: readonly EffectKind[]
  path?: string
}

export interface Effect {
  kind: EffectKind
  /** From the tap to the effect: for a new document, to its first paint, when the reader sees it. */
  ms: number
}

/** The effect a tap (`at`, epoch ms, on the page of `timeOrigin`) has had so far, if any. */
export function effectOfTap(tap: { at: number; timeOrigin: number }, state: PageState, actedOn: ActedOn) {
  const counts = (kind: EffectKind, path?: string) =>
    actedOn.kinds.includes(kind) && (kind !== 'navigation' || path === actedOn.path)
  if (state.timeOrigin !== tap.timeOrigin) {
    if (!counts('navigation', state.path) || state.firstPaint === undefined) return undefined
    return { kind: 'navigation', ms: state.timeOrigin + state.firstPaint - tap.at } satisfies Effect
  }
  const first = state.effects.filter((effect) => counts(effect.kind, effect.path)).sort((a, b) => a.at - b.at)[0]
  return first && ({ kind: first.kind, ms: state.timeOrigin + first.at - tap.at } satisfies Effect)
}
