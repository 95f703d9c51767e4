/** Settles once every animation and transition running on `element` has ended or been cancelled; at once when none runs. */
export function animationsSettled(element: Pick<Element, 'getAnimations'> | null | undefined): Promise<void> {
  // getAnimations flushes styles first, so a transition the last change started is among them.
  const running = element?.getAnimations?.() ?? []
  return Promise.allSettled(running.map((animation) => animation.finished)).then(() => undefined)
}
