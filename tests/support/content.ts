import { loadContent } from '../../tooling/content/load-content.ts'

/** The content the build under test was made from (CONTENT_DIR, as for the build), so a test holds for any author. */
export const content = loadContent(process.env.CONTENT_DIR ?? 'content')
