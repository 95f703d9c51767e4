import type { CheckedContent } from '../../../tooling/content/schema.ts'
import { loadWords } from '../../../tooling/content/words/load-words.ts'
import { siteWordsJson } from '../../../tooling/content/words/reader-words.ts'

/** The consent line of that site's newsletter form. */
export const portugueseConsent = 'Sim, quero receber as cartas da Ada por email.'

/** SITE_WORDS for a site in Portuguese (Portugal), made as the deploy makes them, from the locale file. */
export const portugueseSiteWords = () => {
  const newsletter = { heading: 'Cartas da Costa', consent: portugueseConsent }
  const site = { language: 'pt-PT', newsletter } as CheckedContent['site']
  return siteWordsJson(loadWords('/nonexistent', site), { site, author: { name: 'Ada Reader' } })
}
