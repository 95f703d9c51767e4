import type { Toast } from './toasts.ts'

/** The toasts that left the list since `previous`: they fade out where they stood. */
export function departed(previous: readonly Toast[], current: readonly Toast[]): Toast[] {
  return previous.filter((toast) => !current.includes(toast))
}

/** The toasts to draw: those in the list, and those fading out, each in the place it came in. */
export function toastsToDraw(
  current: readonly Toast[],
  leaving: readonly Toast[],
): { toast: Toast; leaving: boolean }[] {
  return [
    ...current.map((toast) => ({ toast, leaving: false })),
    ...leaving.filter((toast) => !current.includes(toast)).map((toast) => ({ toast, leaving: true })),
  ].sort((a, b) => a.toast.id - b.toast.id)
}
