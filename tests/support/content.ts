import type { ImageFile } from '../../tooling/content/image-field.ts'
import { loadContent } from '../../tooling/content/load-content.ts'
import { stem } from '../../tooling/images/plan.ts'

/** The content the build under test was made from (CONTENT_DIR, as for the build), so a test holds for any author. */
export const content = loadContent(process.env.CONTENT_DIR ?? 'content')

/** What the built files of a content image are named after: `/assets/<this>-…`. */
export const assetStem = (image: ImageFile) => stem(image.imageFile)
