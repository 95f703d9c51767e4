import { type RefObject, useEffect } from 'react'

/** Closes an open disclosure menu when the reader follows one of its links, presses Escape or taps elsewhere. */
export function useMenuDismiss(menu: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = menu.current
    if (!details) return
    const close = (returnFocus: boolean) => {
      if (!details.open) return
      details.open = false
      if (returnFocus) details.querySelector('summary')?.focus()
    }
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element
      // A link inside went somewhere, perhaps further down this same page: the list must not stay over it.
      if (!details.contains(target) || target.closest('a')) close(false)
    }
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close(details.contains(document.activeElement))
    document.addEventListener('click', onClick)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKey)
    }
  }, [menu])
}
