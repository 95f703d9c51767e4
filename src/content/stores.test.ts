import { describe, expect, it } from 'vitest'
import { readerRegion, storeRegions, storesFor } from './stores.ts'

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
