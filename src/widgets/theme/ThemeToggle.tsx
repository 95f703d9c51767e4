import * as words from 'virtual:words/theme'
import { useSetAtom } from 'jotai'
import { Moon, Sun } from 'lucide-react'
import { toggleThemeAtom } from './theme-atoms.ts'

// On a phone, a book page's buy bar (data-buy-bar) takes the bottom of the screen once it shows: the button rises above it,
// by the bar's height (BuyBar.tsx sets it), one line or two.
// Elsewhere on a phone it steps away while the reader reads down, and it keeps off the home's hero (`floating-corner`, app.css).
const corner =
  'floating-corner fixed end-[max(1rem,env(safe-area-inset-left),env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 grid size-12 place-items-center rounded-full border border-line bg-surface text-ink shadow-md transition-[color,background-color,translate] duration-300 hover:bg-paper max-md:[:root:has([data-buy-bar][data-shown])_&]:-translate-y-[calc(var(--buy-bar-height,3.375rem)+0.5rem)]'
// In a header's row: a phone's sample chapter runs under the corner, where a floating button would lie over its lines.
const inRow = 'grid size-11 shrink-0 place-items-center rounded-md hover:text-accent'

/**
 * The markup is the same in both themes: the `dark` class, set by src/start/before-app before first paint,
 * picks which label and icon show, so the button never shows the wrong one for a moment.
 * Floating in every page's bottom corner where lines end (right in English, left in Arabic), as the spec places the
 * home's; in the header's row where the page asks (`className` says at which widths each shows).
 */
export function ThemeToggle({ inHeader = false, className = '' }: { inHeader?: boolean; className?: string }) {
  const toggleTheme = useSetAtom(toggleThemeAtom)
  return (
    <button type="button" onClick={toggleTheme} className={`${inHeader ? inRow : corner} ${className}`}>
      <span className="sr-only dark:hidden">{words.toDark}</span>
      <span className="sr-only hidden dark:block">{words.toLight}</span>
      <Moon aria-hidden="true" className="size-6 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-6 dark:block" />
    </button>
  )
}
