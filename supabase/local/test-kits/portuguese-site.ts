import type { CheckedContent } from '../../../tooling/content/schema.ts'
import { loadWords } from '../../../tooling/content/words/load-words.ts'
import { siteWordsJson } from '../../../tooling/content/words/reader-words.ts'

/** SITE_WORDS for a site in Portuguese (Portugal), made as the deploy makes them, from the locale file. */
export const portugueseSiteWords = () =>
  siteWordsJson(loadWords('/nonexistent', { language: 'pt-PT' } as CheckedContent['site']), 'pt-PT')
