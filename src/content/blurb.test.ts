import { describe, expect, it } from 'vitest'
import { blurb, blurbLength } from './blurb.ts'

const words = (count: number) =>
  Array.from({ length: count }, (_, index) => (index ? `word${index}` : 'Word0')).join(' ')

describe('blurb', () => {
  it('is a summary that fits, whole', () => {
    const summary = `${words(20)}. ${words(15)}!`
    expect(blurb(summary, 'en')).toBe(summary)
  })

  it('is the first sentences that fit, each whole, never an ellipsis', () => {
    const first = `${words(20)}.`
    const second = `${words(15)}?`
    const summary = `${first} ${second} ${words(30)}.`
    expect(blurb(summary, 'en')).toBe(`${first} ${second}`)
    expect(blurb(summary, 'en').length).toBeLessThanOrEqual(blurbLength)
  })

  it('keeps a first sentence longer than the room whole, not cut at a word', () => {
    const first = `${words(60)}.`
    expect(first.length).toBeGreaterThan(blurbLength)
    expect(blurb(`${first} ${words(5)}.`, 'en')).toBe(first)
  })

  it('takes the sentence after one too short to stand alone, and after an abbreviation (“Dr.”)', () => {
    const second = `${words(50)}.`
    expect(blurb(`A storm. ${second} ${words(10)}.`, 'en')).toBe(`A storm. ${second}`)
    expect(blurb(`Dr. Ana Reis returns to the island. ${words(60)}.`, 'en')).toBe('Dr. Ana Reis returns to the island.')
  })

  it('reads sentences as the book’s language ends them', () => {
    const first = `${'語'.repeat(60)}。`
    expect(blurb(`${first}${'話'.repeat(280)}。`, 'ja')).toBe(first)
  })
})
