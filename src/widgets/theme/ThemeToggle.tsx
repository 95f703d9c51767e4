import { useSetAtom } from 'jotai'
import { toggleThemeAtom } from './theme-atoms'
import { MoonIcon, SunIcon } from './theme-icons'

/**
 * The markup is the same in both themes: the `dark` class, set by index.html before first paint,
 * picks which label and icon show. So a prerendered page hydrates without a mismatch or a flash.
 */
export function ThemeToggle() {
  const toggleTheme = useSetAtom(toggleThemeAtom)
  return (
    <button
      type="button"
      onClick={toggleTheme}
      className="fixed right-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 grid size-12 place-items-center rounded-full border border-line bg-surface text-ink shadow-md transition-colors duration-300 hover:bg-paper"
    >
      <span className="sr-only dark:hidden">Switch to dark theme</span>
      <span className="sr-only hidden dark:block">Switch to light theme</span>
      <MoonIcon className="size-6 dark:hidden" />
      <SunIcon className="hidden size-6 dark:block" />
    </button>
  )
}
