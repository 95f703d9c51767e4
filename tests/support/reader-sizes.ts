/** The screens the reader's tests run at: the smallest phone, a common phone, a laptop. */
export const readerSizes = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const
