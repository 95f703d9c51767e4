import { describe, expect, it } from 'vitest'
import { portraitFrame } from './portrait-frame.ts'

const short = { quote: 'Every town has one house nobody talks about.', latestPost: false, stats: 0, readings: 0 }
const line = 'x'.repeat(75)

describe('portraitFrame', () => {
  it('is a square beside a bio of a few lines', () => {
    expect(portraitFrame({ ...short, paragraphs: ['He wrote crime novels.', 'He walks the river path.'] })).toBe(
      'square',
    )
  })

  it('counts a paragraph by its lines at a laptop’s width, and the latest post as one more', () => {
    expect(portraitFrame({ ...short, paragraphs: [line, line, line, `${line}${line}x`] })).toBe('portrait')
    expect(portraitFrame({ ...short, paragraphs: [line, line, line, `${line}${line}`] })).toBe('square')
    expect(portraitFrame({ ...short, paragraphs: [line, line, line, `${line}${line}`], latestPost: true })).toBe(
      'portrait',
    )
  })

  it('is a portrait beside figures or readings, however short the bio', () => {
    expect(portraitFrame({ ...short, paragraphs: ['Short.'], stats: 3 })).toBe('portrait')
    expect(portraitFrame({ ...short, paragraphs: ['Short.'], readings: 1 })).toBe('portrait')
  })
})
