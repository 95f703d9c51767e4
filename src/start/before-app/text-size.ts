import { read } from '#src/device/device-storage.ts'
import { parseTextSize, TEXT_SIZE_STORAGE_KEY } from '#src/device/text-size.ts'

/** Before the first paint, so a sample chapter is laid out once, at the reader's text size; the stylesheet's default needs no flag. */
export function applyStoredTextSize(): void {
  const stored = read(TEXT_SIZE_STORAGE_KEY)
  if (stored !== null && String(parseTextSize(stored)) === stored) document.documentElement.dataset.textSize = stored
}
