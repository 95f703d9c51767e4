import { describe, expect, it } from 'vitest'
import { choicePrices, firstStores, readerRegion, regionStores, storeRegions, storesFor } from './stores.ts'

const uk = { name: 'uk', regions: ['GB'] }
const iberia = { name: 'iberia', regions: ['PT', 'ES'] }
const anywhere = { name: 'anywhere', regions: [] }
const us = { name: 'us', regions: ['US'] }

describe('storesFor', () => {
  it.each([
    ['GB', ['uk', 'anywhere', 'iberia', 'us']],
    ['PT', ['iberia', 'anywhere', 'uk', 'us']],
    ['ES', ['iberia', 'anywhere', 'uk', 'us']],
    ['US', ['us', 'anywhere', 'uk', 'iberia']],
    ['FR', ['anywhere', 'uk', 'iberia', 'us']],
  ])('in %s: %j', (region, order) => {
    expect(storesFor([uk, iberia, anywhere, us], region).map((link) => link.name)).toEqual(order)
  })
})

describe('firstStores', () => {
  it.each([
    [
      ['GB', 'PT', 'ES', 'FR'],
      ['uk', 'iberia', 'anywhere'],
    ],
    [['PT', 'ES'], ['iberia']],
    [['US'], ['us']],
  ])('in %j: %j', (regions, firsts) => {
    expect(firstStores([uk, iberia, anywhere, us], regions).map((link) => link.name)).toEqual(firsts)
  })
})

describe('storeRegions', () => {
  it.each([
    [[uk, iberia, anywhere], 'US', ['ES', 'GB', 'PT', 'US']],
    [[anywhere], 'PT', ['PT']],
    [[us, us], 'US', ['US']],
  ])('%j with the site in %s → %j', (links, site, regions) => {
    expect(storeRegions(links, site)).toEqual(regions)
  })
})

describe('readerRegion', () => {
  it.each([
    [['en-GB', 'en'], 'GB'],
    [['pt-PT', 'en-GB'], 'PT'],
    [['fr-FR', 'es-ES'], 'ES'],
    [['en'], 'US'],
    [['de-DE'], 'US'],
    [['not a tag', 'pt-PT'], 'PT'],
    [[], 'US'],
  ])('%j → %s', (languages, region) => {
    expect(readerRegion(languages, ['ES', 'GB', 'PT', 'US'], 'US')).toBe(region)
  })
})

describe('choicePrices', () => {
  const store = (regions: string[], text?: string, currency = 'EUR') => ({
    regions,
    ...(text && { price: { text, currency } }),
  })
  // The 40-book author's first case: the ebook and the audiobook sold in Britain, the paperback by a store for everyone.
  const ebook = [store(['PT'], '€3.99'), store(['GB'], '£3.79', 'GBP')]
  const paperback = [store([], '€11.99'), store(['PT'], '€11.50')]
  const audiobook = [store(['GB'], '£11.99', 'GBP'), store(['ES'], '€11.99')]

  it.each([
    // Britain's paperback is the store for everyone's, in euros: its price, which the Buy under it says too.
    ['GB', [{ text: '£3.79' }, { text: '€11.99' }, { text: '£11.99' }]],
    // Portugal has no audiobook store: its first is Britain's, in pounds, said with its country.
    ['PT', [{ text: '€3.99' }, { text: '€11.50' }, { text: '£11.99', country: 'GB' }]],
    ['ES', [{ text: '€3.99' }, { text: '€11.99' }, { text: '€11.99' }]],
  ])('in %s, each format’s first priced store’s price, its country where in another currency: %j', (region, prices) => {
    expect(choicePrices([ebook, paperback, audiobook], region)).toEqual(prices)
  })

  it('a store for everyone without a price: the next store’s, with its country', () => {
    expect(choicePrices([ebook, [store([]), store(['PT'], '€11.50')]], 'GB')).toEqual([
      { text: '£3.79' },
      { text: '€11.50', country: 'PT' },
    ])
  })

  it('a region no store names: the first edition’s currency', () => {
    expect(
      choicePrices([[store([], '$9.99', 'USD')], [store(['GB'], '£8.00', 'GBP'), store([], '$12.00', 'USD')]], 'US'),
    ).toEqual([{ text: '$9.99' }, { text: '$12.00' }])
  })

  it('a pre-order’s store with no price yet: unpriced; a format no store sells in the region: absent', () => {
    expect(choicePrices([[store(['GB'])], [store(['GB'], '£8.00', 'GBP')], [store(['PT'])]], 'GB')).toEqual([
      'unpriced',
      { text: '£8.00' },
      'absent',
    ])
  })
})

describe('regionStores', () => {
  const store = (name: string, regions: string[], text?: string, currency = 'EUR') => ({
    name,
    regions,
    ...(text && { price: { text, currency } }),
  })
  // The 40-book author's ebook and paperback: a store a country, and one for everyone beside Portugal's own.
  const ebook = [
    store('Bertrand', ['PT'], '€3.99'),
    store('Casa', ['ES'], '€3.49'),
    store('Waterstones', ['GB'], '£3.79', 'GBP'),
  ]
  const paperback = [store('Riverside', []), store('Wook', ['PT'], '€11.50')]
  const names = (editions: (typeof ebook)[], index: number, region: string) => {
    const { first, others } = regionStores(editions, index, region)
    return [first.name, others.map((link) => link.name)]
  }

  it.each([
    // Britain's Buy is its own store; Portugal's and Spain's, in euros, are not "also" there.
    [0, 'GB', ['Waterstones', []]],
    [0, 'PT', ['Bertrand', []]],
    // Everyone's store without a price is Portugal's too; Portugal's own is not Britain's.
    [1, 'PT', ['Wook', ['Riverside']]],
    [1, 'GB', ['Riverside', []]],
    // A country with no store of its own: the Buy is another's, and nothing else is offered.
    [0, 'FR', ['Bertrand', []]],
  ])('edition %i in %s: %j', (index, region, expected) => {
    expect(names([ebook, paperback], index, region)).toEqual(expected)
  })

  it('a store for everyone priced in another currency than the region’s own stores: not listed there', () => {
    const editions = [
      [store('Waterstones', ['GB'], '£8.00', 'GBP'), store('Kobo', [], '€6.99'), store('Hive', [], '£7.50', 'GBP')],
    ]
    expect(names(editions, 0, 'GB')).toEqual(['Waterstones', ['Hive']])
  })

  it('a region no store names: every store for everyone, whatever its currency', () => {
    const editions = [
      [store('Amazon', [], '$9.99', 'USD'), store('Kobo', [], '€6.99'), store('Bertrand', ['PT'], '€7.00')],
    ]
    expect(names(editions, 0, 'US')).toEqual(['Amazon', ['Kobo']])
  })
})
