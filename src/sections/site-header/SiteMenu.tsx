import * as words from 'virtual:words/header'
import { Menu } from 'lucide-react'
import { useRef } from 'react'
import { HeaderLinks } from './HeaderLinks.tsx'
import { useMenuDismiss } from './use-menu-dismiss.ts'

/**
 * The phone's header links behind one "Menu" button: a native disclosure, so it opens by tap or
 * keyboard before the app runs; once it runs, a link, Escape or a tap elsewhere also closes it.
 * The list drops over the page (the header keeps its height), each link a full-width 44 px row.
 */
export function SiteMenu() {
  const menu = useRef<HTMLDetailsElement>(null)
  useMenuDismiss(menu)
  return (
    <details ref={menu} className="group md:hidden">
      <summary className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-2 rounded-md px-2 text-sm font-semibold hover:text-accent [&::-webkit-details-marker]:hidden">
        {/* One icon for both states: the open list under it says it is open, and the first paint stays within its bytes. */}
        <Menu aria-hidden="true" className="size-5" />
        {words.menu}
      </summary>
      <HeaderLinks
        className="absolute inset-x-0 top-full z-50 border-b border-line bg-surface py-1 text-base font-semibold shadow-md"
        linkClassName="flex min-h-11 items-center px-4 hover:text-accent hover:underline sm:px-6"
      />
    </details>
  )
}
