import { atom, getDefaultStore } from 'jotai'

const hostsAtom = atom<readonly HTMLElement[]>([])

/**
 * Where the Toaster renders: inside the topmost open modal dialog, if any. A modal <dialog> makes the
 * rest of the page inert and sits above it in the top layer, so toasts outside it are neither seen nor heard.
 */
export const toastHostAtom = atom((get) => get(hostsAtom).at(-1))

/** Called by a modal dialog as it opens; returns what it calls as it closes. */
export function hostToasts(element: HTMLElement, store = getDefaultStore()): () => void {
  store.set(hostsAtom, (hosts) => [...hosts, element])
  return () => store.set(hostsAtom, (hosts) => hosts.filter((host) => host !== element))
}
