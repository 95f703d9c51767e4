/** One look for every link set in running text or standing alone as words, as buttons have theirs. */
export const textLinkClass = 'text-accent underline underline-offset-4 hover:no-underline'

/** A link standing alone (not in running text) is a tap target of at least 44 px high, whatever its words' size. */
export const tapTargetClass = 'inline-flex min-h-11 items-center'

/**
 * A link that wraps with the words before it: 44 px high by its padding alone, which moves no line (an inline box's
 * padding takes no room in its line), so its words break as the sentence's do, never as one box.
 */
export const inlineTapTargetClass = 'py-[calc((2.75rem_-_1em)/2)]'

/** A title that is a link (a book's, a post's, in its heading): a tap target, marked as a link under the pointer. */
export const headingLinkClass = `${tapTargetClass} hover:text-accent hover:underline`
