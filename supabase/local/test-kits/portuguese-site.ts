import type { CheckedContent } from '../../../tooling/content/schema.ts'
import { loadWords } from '../../../tooling/content/words/load-words.ts'
import { siteWordsJson } from '../../../tooling/content/words/reader-words.ts'

/** SITE_WORDS for a site in Portuguese (Portugal), made as the deploy makes them, from the locale file. */
export const portugueseSiteWords = () => {
  const site = { language: 'pt-PT', newsletter: { heading: 'Cartas da Costa' } } as CheckedContent['site']
  return siteWordsJson(loadWords('/nonexistent', site), { site, author: { name: 'Ada Reader' } })
}
