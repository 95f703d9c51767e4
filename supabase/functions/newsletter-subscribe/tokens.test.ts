import { describe, expect, it } from 'vitest'
import { hashToken, isToken, newToken } from './tokens.ts'

describe('tokens', () => {
  it('are 256 random bits in base64url, never the same twice', () => {
    const tokens = Array.from({ length: 200 }, newToken)
    for (const token of tokens) expect(isToken(token)).toBe(true)
    expect(new Set(tokens).size).toBe(tokens.length)
  })

  it('are stored as their SHA-256 in hex', async () => {
    // SHA-256 of the empty string, the standard test vector.
    expect(await hashToken('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(await hashToken(newToken())).toMatch(/^[0-9a-f]{64}$/)
  })

  it.each([
    undefined,
    null,
    42,
    '',
    'A'.repeat(42),
    'A'.repeat(44),
    `${'A'.repeat(42)}=`,
    `${'A'.repeat(42)}+`,
    ['A'.repeat(43)],
  ])('%j is no token', (value) => {
    expect(isToken(value)).toBe(false)
  })
})
