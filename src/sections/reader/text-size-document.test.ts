// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { applyTextSize, currentTextSize } from './text-size-document.ts'

beforeEach(() => {
  localStorage.clear()
  delete document.documentElement.dataset.textSize
})

describe('the text size on the document', () => {
  it.each([
    { attribute: undefined, expected: 3 },
    { attribute: '1', expected: 1 },
    { attribute: '5', expected: 5 },
    { attribute: 'huge', expected: 3 },
  ])('reads $attribute on <html> as $expected', ({ attribute, expected }) => {
    if (attribute) document.documentElement.dataset.textSize = attribute
    expect(currentTextSize()).toBe(expected)
  })

  it('applies a size to <html> and stores it as the bare digit', () => {
    applyTextSize(4)
    expect(document.documentElement.dataset.textSize).toBe('4')
    expect(localStorage.getItem('text-size')).toBe('4')
    expect(currentTextSize()).toBe(4)
  })

  it('still applies the size when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    applyTextSize(2)
    expect(document.documentElement.dataset.textSize).toBe('2')
    vi.restoreAllMocks()
  })
})
