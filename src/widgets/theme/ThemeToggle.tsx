import * as words from 'virtual:words/theme'
import { useSetAtom } from 'jotai'
import { Moon, Sun } from 'lucide-react'
import { buttonClass } from '#src/ui/button-styles.ts'
import { toggleThemeAtom } from './theme-atoms.ts'

const corner =
  'fixed right-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 grid size-12 place-items-center rounded-full border border-line bg-surface text-ink shadow-md transition-colors duration-300 hover:bg-paper'

/**
 * The markup is the same in both themes: the `dark` class, set by src/start/before-app before first paint,
 * picks which label and icon show, so the button never shows the wrong one for a moment.
 * Floating in the bottom-right corner (the home), or in a page's header.
 */
export function ThemeToggle({ floating = false }: { floating?: boolean }) {
  const toggleTheme = useSetAtom(toggleThemeAtom)
  return (
    <button
      type="button"
      onClick={toggleTheme}
      className={floating ? corner : buttonClass('ghost', 'transition-colors duration-300', 'icon')}
    >
      <span className="sr-only dark:hidden">{words.toDark}</span>
      <span className="sr-only hidden dark:block">{words.toLight}</span>
      <Moon aria-hidden="true" className="size-6 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-6 dark:block" />
    </button>
  )
}
