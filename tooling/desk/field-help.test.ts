import { describe, expect, it } from 'vitest'
import { fieldHelp, markdownFieldHelp } from './field-help.ts'

describe('fieldHelp', () => {
  it("takes each field's comment, the first field's without the file's header, lists' items without an index", () => {
    const help = fieldHelp(`# The site as a whole.
# Every field is required.

# Shown in the browser tab
# and in search results.
title: Elena
cover: covers/x.svg
buy:
  # A store's name.
  - retailer: Amazon
    # Its full web address.
    url: https://example.com
  - retailer: Other
    # Not this one: the first item's help stands.
    url: https://example.org
`)
    expect(Object.fromEntries(help)).toEqual({
      title: 'Shown in the browser tab and in search results.',
      'buy.retailer': "A store's name.",
      'buy.url': 'Its full web address.',
    })
  })

  it("reads a Markdown file's fields and adds to the help already gathered, the first file's standing", () => {
    const help = markdownFieldHelp('---\n# The title.\ntitle: A\n---\nText')
    markdownFieldHelp('---\n# Another title.\ntitle: B\n# The genre.\ngenre: C\n---\n', help)
    expect(Object.fromEntries(help)).toEqual({ title: 'The title.', genre: 'The genre.' })
  })

  it('gives no help for text that is not YAML', () => {
    expect(fieldHelp('title: [').size).toBe(0)
    expect(markdownFieldHelp('no fields here').size).toBe(0)
  })
})
