import { contentDir } from './content.ts'

/** The screens the reader's tests run at: the smallest phone, a common phone, a laptop. */
export const readerSizes = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

/**
 * The screens an `@any-author` spec's size-by-size tests run at: every reader size for the demo's content; for a
 * fixture author's, the smallest phone and the laptop, where what the content changes (a longer title, more books, no
 * readings) shows first. The common phone lays out as the smallest does; the demo's run checks it.
 */
export const sizesForTheContent = contentDir === 'content' ? readerSizes : [readerSizes[0], readerSizes[2]]

/** Whether the specs take a screen of this width for a touch screen (a phone's; from a laptop on, a mouse). */
export const touchScreen = (size: { width: number }) => size.width < 1000

/** The phones among `sizesForTheContent`: the sizes one loaded page can be turned to, its touch screen the same. */
export const phonesForTheContent = sizesForTheContent.filter(touchScreen)
