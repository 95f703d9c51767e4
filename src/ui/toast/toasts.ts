import { atom, getDefaultStore } from 'jotai'

export type ToastVariant = 'default' | 'destructive'

export interface Toast {
  id: number
  title: string
  description: string
  variant: ToastVariant
  /** A button in the toast, e.g. "Reload" for a new version. */
  action?: { label: string; run: () => void }
  /** Stays until dismissed or acted on, for notices the reader must not miss. */
  persistent?: boolean
}

export const TOAST_DURATION_MS = 6000

export const toastsAtom = atom<readonly Toast[]>([])

let lastId = 0

/** A plain function, so code outside React (the form's sender, later the outbox) can raise toasts. */
export function showToast(
  toast: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant },
  store = getDefaultStore(),
): number {
  const id = ++lastId
  store.set(toastsAtom, (list) => [...list, { variant: 'default', ...toast, id }])
  if (!toast.persistent) setTimeout(() => dismissToast(id, store), TOAST_DURATION_MS)
  return id
}

export function dismissToast(id: number, store = getDefaultStore()): void {
  store.set(toastsAtom, (list) => list.filter((toast) => toast.id !== id))
}
