// The one way a word's placeholders ({name}) are filled, for the site's pages and for what the functions send.
const placeholder = /\{(\w+)\}/g

/** The placeholders a word names, in order. */
export const placeholdersOf = (word: string): string[] => [...word.matchAll(placeholder)].map((match) => match[1])

/** The word with each placeholder replaced by its value. */
export const fillWord = (word: string, values: Readonly<Record<string, string | number>>): string =>
  word.replace(placeholder, (_, name: string) => String(values[name]))

/** The word split at its placeholders: its text at even places, a placeholder's name at odd ones. */
export const splitWord = (word: string) => word.split(placeholder)
