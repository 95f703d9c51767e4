import * as formatWords from 'virtual:words/formats'
import { describe, expect, it } from 'vitest'
import { offerParts, tileOffer } from './tile-offer.ts'

const store = (text: string, ...regions: string[]) => ({ regions, price: { text } })
const editions = [
  { format: 'paperback', buy: [store('€12.00', 'PT'), store('£9.99', 'GB'), store('$14.99')] },
  { format: 'audiobook', buy: [store('€20.00', 'PT'), store('£18.00', 'GB')] },
]

describe('tileOffer', () => {
  it('no format chosen: the first edition, at its first store in the reader’s region', () => {
    expect(tileOffer(editions, '', 'PT', formatWords)).toEqual({ format: 'Paperback', price: '€12.00' })
    expect(tileOffer(editions, '', 'GB', formatWords)).toEqual({ format: 'Paperback', price: '£9.99' })
  })

  it('a region with no store of its own: the store that sells everywhere', () => {
    expect(tileOffer(editions, '', 'US', formatWords)).toEqual({ format: 'Paperback', price: '$14.99' })
  })

  it('the format the reader filters by, when the book comes in it', () => {
    expect(tileOffer(editions, 'Audiobook', 'GB', formatWords)).toEqual({ format: 'Audiobook', price: '£18.00' })
    expect(tileOffer(editions, 'Hardcover', 'GB', formatWords)).toEqual({ format: 'Paperback', price: '£9.99' })
  })

  it('a book sold one way, without a format: its price alone', () => {
    expect(tileOffer([{ buy: [store('$9.99')] }], '', 'US', formatWords)).toEqual({
      format: undefined,
      price: '$9.99',
    })
  })

  it('a book still to come, its edition naming no format: a pre-order in the format’s place', () => {
    expect(tileOffer([{ buy: [store('$16.99')] }], '', 'US', formatWords, 'Pre-order')).toEqual({
      format: 'Pre-order',
      price: '$16.99',
    })
    expect(tileOffer(editions, '', 'GB', formatWords, 'Pre-order')).toEqual({ format: 'Paperback', price: '£9.99' })
  })

  it('a pre-order’s store with no price yet: its format alone', () => {
    expect(tileOffer([{ format: 'hardcover', buy: [{ regions: [] }] }], '', 'US', formatWords)).toEqual({
      format: 'Hardcover',
      price: undefined,
    })
  })
})

describe('offerParts', () => {
  it.each([
    [{ format: 'Paperback', price: '£9.99' }, ['Paperback', '£9.99']],
    [{ price: '$9.99' }, ['$9.99']],
    [{ format: 'Hardcover' }, ['Hardcover']],
  ])('%j → %j', (offer, parts) => {
    expect(offerParts(offer)).toEqual(parts)
  })
})
