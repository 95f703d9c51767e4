import 'fake-indexeddb/auto'
import { createStore, set } from 'idb-keyval'
import { describe, expect, it } from 'vitest'
import { idbReadingPositions } from './reading-positions.ts'

let databases = 0
const freshStore = () => createStore(`reading-positions-test-${++databases}`, 'positions')

describe('idbReadingPositions', () => {
  it('keeps each book’s progress apart and returns the latest', async () => {
    const positions = idbReadingPositions(freshStore())
    await positions.put('first-book', 0.25)
    await positions.put('second-book', 0.8)
    await positions.put('first-book', 0.4)
    expect(await positions.get('first-book')).toBe(0.4)
    expect(await positions.get('second-book')).toBe(0.8)
  })

  it('knows nothing of a book never opened', async () => {
    expect(await idbReadingPositions(freshStore()).get('never-opened')).toBeUndefined()
  })

  it('survives a new connection to the same database, as after a reload', async () => {
    const name = `reading-positions-test-${++databases}`
    await idbReadingPositions(createStore(name, 'positions')).put('a-book', 0.5)
    expect(await idbReadingPositions(createStore(name, 'positions')).get('a-book')).toBe(0.5)
  })

  it.each([
    { stored: 'half', label: 'a string' },
    { stored: 1.5, label: 'past the end' },
    { stored: -0.1, label: 'before the start' },
    { stored: Number.NaN, label: 'not a number' },
    { stored: { progress: 0.5 }, label: 'an object' },
  ])('ignores $label in the store', async ({ stored }) => {
    const store = freshStore()
    await set('a-book', stored, store)
    expect(await idbReadingPositions(store).get('a-book')).toBeUndefined()
  })

  it('answers undefined rather than failing when the database cannot be read', async () => {
    const broken = () => Promise.reject(new Error('blocked'))
    expect(await idbReadingPositions(broken).get('a-book')).toBeUndefined()
    await expect(idbReadingPositions(broken).put('a-book', 0.5)).resolves.toBeUndefined()
  })
})
