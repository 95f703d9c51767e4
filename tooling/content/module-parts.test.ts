import { describe, expect, it } from 'vitest'
import { loadContent } from './load-content.ts'
import { moduleValue } from './module-parts.ts'
import { validFiles, writeContent } from './test-content.ts'

const withNewsletter = (block: string) => {
  const files = validFiles()
  return loadContent(writeContent({ ...files, 'site.yaml': `${files['site.yaml']}${block}` }))
}

describe('the newsletter’s parts', () => {
  it('without a block: no form, the form shown nowhere, the link pages’ default words', () => {
    const content = loadContent(writeContent(validFiles()))
    expect(moduleValue('\0virtual:content/site', content)).toMatchObject({ newsletterOn: [] })
    const { newsletter, newsletterWords } = moduleValue('\0virtual:content/newsletter', content) ?? {}
    expect(newsletter).toBeUndefined()
    expect(newsletterWords).toMatchObject({
      confirmButton: 'Confirm my subscription',
      sent: 'Check your inbox to confirm',
    })
  })

  it('with one: the first paint’s site part carries only where it shows; the words travel with the form', () => {
    const content = withNewsletter(
      'newsletter:\n  heading: Letters\n  intro: Now and then.\n  consent: Yes.\n  showOn: [book]\n  words:\n    subscribe: Join\n',
    )
    const site = moduleValue('\0virtual:content/site', content)
    expect(site).toMatchObject({ newsletterOn: ['book'] })
    expect(site?.site).not.toHaveProperty('newsletter')
    expect(moduleValue('\0virtual:content/newsletter', content)).toMatchObject({
      newsletter: { heading: 'Letters', intro: 'Now and then.', consent: 'Yes.' },
      newsletterWords: { subscribe: 'Join', confirmButton: 'Confirm my subscription' },
    })
  })

  it('shows the form on both kinds of page unless told otherwise', () => {
    const content = withNewsletter('newsletter:\n  heading: Letters\n  intro: Now and then.\n  consent: Yes.\n')
    expect(moduleValue('\0virtual:content/site', content)).toMatchObject({ newsletterOn: ['home', 'book'] })
  })
})
