// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { carriedCover, carryCover, pageChangeMoves } from './carried-cover.ts'

// One live query, as a browser's MediaQueryList is.
const query = { matches: false }
vi.stubGlobal('matchMedia', () => query)
const reducedMotion = (reduce: boolean) => {
  query.matches = reduce
}

afterEach(() => {
  document.body.innerHTML = ''
  Reflect.deleteProperty(document, 'startViewTransition')
})

describe('carryCover', () => {
  it('names the tapped cover and takes the name from the one that held it', () => {
    document.body.innerHTML = `<div id="page" ${carriedCover}></div><a id="tapped"></a>`
    carryCover(document.getElementById('tapped'))
    expect([...document.querySelectorAll(`[${carriedCover}]`)].map((element) => element.id)).toEqual(['tapped'])
  })

  it('leaves the page as it is without a cover', () => {
    document.body.innerHTML = `<div id="page" ${carriedCover}></div>`
    carryCover(null)
    expect(document.getElementById('page')?.hasAttribute(carriedCover)).toBe(true)
  })
})

describe('pageChangeMoves', () => {
  it('is false where the browser has no view transitions', () => {
    reducedMotion(false)
    expect(pageChangeMoves()).toBe(false)
  })

  it('is true with view transitions, and false once the reader asks for reduced motion', () => {
    Object.assign(document, { startViewTransition: () => {} })
    reducedMotion(false)
    expect(pageChangeMoves()).toBe(true)
    reducedMotion(true)
    expect(pageChangeMoves()).toBe(false)
  })
})
