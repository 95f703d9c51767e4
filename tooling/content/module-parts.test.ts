import { describe, expect, it } from 'vitest'
import { loadContent } from './load-content.ts'
import { moduleValue } from './module-parts.ts'
import { validFiles, writeContent } from './test-content.ts'

const withNewsletter = (block: string) => {
  const files = validFiles()
  return loadContent(writeContent({ ...files, 'site.yaml': `${files['site.yaml']}${block}` }))
}

describe('the newsletter’s parts', () => {
  it('without a block: no form, the form shown nowhere', () => {
    const content = loadContent(writeContent(validFiles()))
    expect(moduleValue('\0virtual:content/site', content)).toMatchObject({ newsletterOn: [] })
    expect(moduleValue('\0virtual:content/newsletter', content)?.newsletter).toBeUndefined()
  })

  it('with one: the first paint’s site part carries only where it shows; the copy travels with the form', () => {
    const content = withNewsletter(
      'newsletter:\n  heading: Letters\n  intro: Now and then.\n  consent: Yes.\n  showOn: [book]\n  words:\n    subscribe: Join\n',
    )
    const site = moduleValue('\0virtual:content/site', content)
    expect(site).toMatchObject({ newsletterOn: ['book'] })
    expect(site?.site).not.toHaveProperty('newsletter')
    expect(moduleValue('\0virtual:content/newsletter', content)).toEqual({
      newsletter: { heading: 'Letters', intro: 'Now and then.', consent: 'Yes.' },
    })
  })

  it('shows the form on both kinds of page unless told otherwise', () => {
    const content = withNewsletter('newsletter:\n  heading: Letters\n  intro: Now and then.\n  consent: Yes.\n')
    expect(moduleValue('\0virtual:content/site', content)).toMatchObject({ newsletterOn: ['home', 'book'] })
  })
})
