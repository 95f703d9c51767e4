import { describe, expect, it } from 'vitest'
import type { Template } from '#src/content/words.ts'
import { downloadLabel, plainText } from './download-label.ts'

const words = {
  portrait: 'Portrait of {name}' as Template<'name'>,
  cover: 'Cover of {title}' as Template<'title'>,
}

describe('downloadLabel', () => {
  it('names the portrait by the author, a cover by its book, a photo by its short name', () => {
    expect(downloadLabel({ what: 'portrait' }, 'Ada Quill', words)).toBe('Portrait of Ada Quill')
    expect(downloadLabel({ what: 'cover', title: 'One' }, 'Ada Quill', words)).toBe('Cover of One')
    expect(downloadLabel({ what: 'photo', title: 'The desk' }, 'Ada Quill', words)).toBe('The desk')
  })
})

describe('plainText', () => {
  it('keeps a blank line between paragraphs, as a pasted biography needs', () => {
    expect(plainText(['One.', 'Two.'])).toBe('One.\n\nTwo.')
    expect(plainText(['Only.'])).toBe('Only.')
  })
})
