import { describe, expect, it } from 'vitest'
import { postImageMatted, postImageWidth } from './post-image.ts'

describe('a post’s image', () => {
  it('stands on a mat when it is landscape or square, alone when it is portrait', () => {
    expect(postImageMatted({ width: 1600, height: 900 })).toBe(true)
    expect(postImageMatted({ width: 800, height: 800 })).toBe(true)
    expect(postImageMatted({ width: 600, height: 900 })).toBe(false)
  })

  it('is no wider than the column, its made width, or what half the screen’s height allows its shape', () => {
    expect(postImageWidth({ width: 600, height: 900 })).toBe('min(100%, 380px, 33.33vh)')
    expect(postImageWidth({ width: 1600, height: 900 })).toBe('min(100%, 380px, 88.89vh)')
  })
})
