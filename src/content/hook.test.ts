import { describe, expect, it } from 'vitest'
import { hook, hookLength } from './hook.ts'

const words = (count: number) =>
  Array.from({ length: count }, (_, index) => (index ? `word${index}` : 'Word0')).join(' ')

describe('hook', () => {
  it('is a short summary whole', () => {
    expect(hook('A storm. A lighthouse.', 'en')).toBe('A storm. A lighthouse.')
  })

  it('cuts a first sentence too short to stand alone at its last whole word, as a long one', () => {
    expect(hook(`A storm. ${words(40)}.`, 'en')).toMatch(/^A storm\. Word0 .*…$/)
  })

  it('is the first sentences that fit, whole', () => {
    const first = `${words(12)}.`
    const second = `${words(10)}!`
    expect(hook(`${first} ${second} ${words(20)}.`, 'en')).toBe(`${first} ${second}`)
  })

  it('ends a first sentence too long at its last whole word, with an ellipsis', () => {
    const summary = `${words(40)}.`
    const cut = hook(summary, 'en')
    expect(cut.length).toBeLessThanOrEqual(hookLength + 1)
    expect(cut.endsWith('…')).toBe(true)
    expect(summary.startsWith(cut.slice(0, -1))).toBe(true)
    expect(summary[cut.length - 1]).toBe(' ')
  })

  it('leaves no dash or comma before the ellipsis', () => {
    const summary = `${'a'.repeat(150)} bb — ${words(20)}.`
    expect(hook(summary, 'en')).toBe(`${'a'.repeat(150)} bb…`)
  })

  it('takes the sentence after a part too short to stand alone (“Dr.”)', () => {
    const summary = `Dr. Ana Reis returns to the island where her mother drowned. ${words(30)}.`
    expect(hook(summary, 'en')).toBe('Dr. Ana Reis returns to the island where her mother drowned.')
  })
})
