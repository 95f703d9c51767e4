export type ImageRole = 'cover' | 'portrait'

/**
 * The widest box each role fills, in CSS pixels, measured in the built page (docs/decisions/0009):
 * a cover is widest in the card on a 430 px phone, the portrait at About's max-w-sm.
 * Each image is made at that width (1x, also what the precache holds) and at twice it (2x).
 */
export const layoutWidth: Record<ImageRole, number> = { cover: 380, portrait: 384 }

export const isImageRole = (role: string): role is ImageRole => Object.hasOwn(layoutWidth, role)
