import { parseTextSize, TEXT_SIZE_STORAGE_KEY } from '#src/sections/reader/text-size.ts'

/** Before the first paint, so a sample chapter is laid out once, at the reader's text size; the stylesheet's default needs no flag. */
export function applyStoredTextSize(): void {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(TEXT_SIZE_STORAGE_KEY)
  } catch {
    // Blocked storage: the default size.
  }
  if (stored !== null && String(parseTextSize(stored)) === stored) document.documentElement.dataset.textSize = stored
}
