import { describe, expect, it } from 'vitest'
import { regionInHash, storeAnchor } from './store-anchor.ts'

describe('regionInHash', () => {
  it('reads the region a store anchor picks', () => {
    expect(regionInHash(`#${storeAnchor('GB')}`, ['GB', 'US'])).toBe('GB')
  })

  it('ignores a region no store names, and any other fragment', () => {
    expect(regionInHash('#store-FR', ['GB', 'US'])).toBeUndefined()
    expect(regionInHash('#editions', ['GB', 'US'])).toBeUndefined()
    expect(regionInHash('', ['GB'])).toBeUndefined()
  })
})
