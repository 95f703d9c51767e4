import { layoutWidth } from '#src/ui/layout-width.ts'

/** What an image is to the layout; each is made at its role's layout width (1x, what the precache holds) and twice it. */
export type ImageRole = keyof typeof layoutWidth

export const isImageRole = (role: string): role is ImageRole => Object.hasOwn(layoutWidth, role)
