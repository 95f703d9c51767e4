import { describe, expect, it } from 'vitest'
import { arrowKeyMove } from './arrow-keys.ts'

describe('arrowKeyMove', () => {
  it('moves towards where lines end: right in English, left in Arabic', () => {
    expect(arrowKeyMove('ArrowRight', false)).toBe('next')
    expect(arrowKeyMove('ArrowLeft', false)).toBe('previous')
    expect(arrowKeyMove('ArrowLeft', true)).toBe('next')
    expect(arrowKeyMove('ArrowRight', true)).toBe('previous')
  })

  it('leaves other keys alone', () => {
    expect(arrowKeyMove('ArrowDown', false)).toBeNull()
    expect(arrowKeyMove('Enter', true)).toBeNull()
  })
})
