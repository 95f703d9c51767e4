import type { ResponsiveImage } from '#src/content/responsive-image.ts'
import { layoutWidth } from '#src/ui/layout-width.ts'

type Shape = Pick<ResponsiveImage, 'width' | 'height'>

/**
 * A post's image box: no wider than the column or than it is made at, and no taller than half the screen whatever its
 * shape (a portrait image took the whole first screen).
 */
export const postImageWidth = ({ width, height }: Shape) =>
  `min(100%, ${layoutWidth.cover}px, ${((50 * width) / height).toFixed(2)}vh)`

/**
 * Whether the image stands on a mat the text's width: a landscape or square one, narrower than the column, keeps the
 * post's right edge with it (decision 0097). A portrait one stands alone at its own width: beside it a mat read as
 * pillarboxing, two slabs of colour wider than the picture's (decision 0107).
 */
export const postImageMatted = ({ width, height }: Shape) => width >= height
