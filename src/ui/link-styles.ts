/** One look for every link set in running text or standing alone as words, as buttons have theirs. */
export const textLinkClass = 'text-accent underline underline-offset-4 hover:no-underline'
