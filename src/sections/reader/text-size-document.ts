import { remember } from '#src/device/device-storage.ts'
import { parseTextSize, TEXT_SIZE_STORAGE_KEY, type TextSize } from '#src/device/text-size.ts'

/** The size on <html>: what src/start/before-app set before the first paint, or what the reader chose since. */
export function currentTextSize(): TextSize {
  return parseTextSize(document.documentElement.dataset.textSize)
}

/** `data-text-size` on <html> sets the reading text's size (src/app.css); the choice lasts across visits. */
export function applyTextSize(size: TextSize): void {
  document.documentElement.dataset.textSize = String(size)
  remember(TEXT_SIZE_STORAGE_KEY, String(size))
}
