import { expect, it } from 'vitest'
import { counted } from './counted.ts'
import type { Counted } from './words.ts'

it('chooses the form the language uses for a count, and writes the count its way', () => {
  const waiting = { one: '{count} message waiting', other: '{count} messages waiting' } as Counted<'count'>
  expect(counted(waiting, 'en', 1, {})).toBe('1 message waiting')
  expect(counted(waiting, 'en', 1200, {})).toBe('1,200 messages waiting')
  // French counts 0 and 1 as "one"; English counts 0 as "other".
  const french = { one: '{count} message en attente', other: '{count} messages en attente' } as Counted<'count'>
  expect(counted(french, 'fr', 0, {})).toBe('0 message en attente')
  expect(counted(waiting, 'en', 0, {})).toBe('0 messages waiting')
})
