import { describe, expect, it } from 'vitest'
import { choicePrices, readerRegion, storeRegions, storesFor } from './stores.ts'

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
    ['GB', ['£3.79', undefined, '£11.99']],
    // Portugal has no audiobook store: its first is Britain's, in pounds.
    ['PT', ['€3.99', '€11.50', undefined]],
    ['ES', ['€3.99', '€11.99', '€11.99']],
  ])('in %s, each format’s first store’s price in the region’s one currency: %j', (region, prices) => {
    expect(choicePrices([ebook, paperback, audiobook], region)).toEqual(prices)
  })

  it('a region no store names: the first edition’s currency', () => {
    expect(
      choicePrices([[store([], '$9.99', 'USD')], [store(['GB'], '£8.00', 'GBP'), store([], '$12.00', 'USD')]], 'US'),
    ).toEqual(['$9.99', '$12.00'])
  })

  it('a pre-order’s store with no price yet: none', () => {
    expect(choicePrices([[store(['GB'])], [store(['GB'], '£8.00', 'GBP')]], 'GB')).toEqual([undefined, '£8.00'])
  })
})
