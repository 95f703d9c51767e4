/**
 * The widest box each kind of image fills, in CSS pixels (decision 0009): a cover in the card on a 430 px phone,
 * the portrait at About's max-w-sm. The build makes each image at this width and twice it, the content check asks
 * an original for twice it, and a book's page holds its cover to it on wide screens.
 */
export const layoutWidth = { cover: 380, portrait: 384 } as const
