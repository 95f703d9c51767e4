import { describe, expect, it } from 'vitest'
import { kindName, readingTitle } from './reading-title.ts'

describe('kindName', () => {
  it.each([
    ['Reading', 'Reading'],
    ['Signing', 'Signing'],
    ['Conversation', 'Conversation'],
  ])('says the old kind %s in the site’s words', (kind, said) => {
    expect(kindName(kind)).toBe(said)
  })

  it.each(['Book launch', 'Lançamento', 'Festival panel', 'reading', 'constructor', 'toString'])(
    'says any other kind as the author wrote it: %s',
    (kind) => {
      expect(kindName(kind)).toBe(kind)
    },
  )

  it('titles an event of any kind', () => {
    expect(readingTitle({ kind: 'Lançamento', venue: 'Livraria do Cais' })).toBe(
      'Lançamento: Elena Marlowe at Livraria do Cais',
    )
    expect(readingTitle({ kind: 'Signing', venue: 'Tidewater' })).toBe('Signing: Elena Marlowe at Tidewater')
  })
})
