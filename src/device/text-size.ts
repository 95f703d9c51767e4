/** The reader's text size: one of five steps, the middle one by default; src/app.css maps each to a size. */
export type TextSize = 1 | 2 | 3 | 4 | 5

export const TEXT_SIZE_STORAGE_KEY = 'text-size'
export const DEFAULT_TEXT_SIZE: TextSize = 3
export const SMALLEST_TEXT_SIZE: TextSize = 1
export const LARGEST_TEXT_SIZE: TextSize = 5

/**
 * Only a bare digit from 1 to 5 counts; anything else is the default.
 * src/start/before-app/text-size.ts applies this same rule before the first paint.
 */
export function parseTextSize(stored: string | null | undefined): TextSize {
  return stored && /^[1-5]$/.test(stored) ? (Number(stored) as TextSize) : DEFAULT_TEXT_SIZE
}

/** One step smaller (-1) or larger (+1), stopping at either end. */
export function stepTextSize(size: TextSize, direction: -1 | 1): TextSize {
  return Math.min(LARGEST_TEXT_SIZE, Math.max(SMALLEST_TEXT_SIZE, size + direction)) as TextSize
}
