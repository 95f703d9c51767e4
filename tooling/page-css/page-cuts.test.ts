import { describe, expect, it, vi } from 'vitest'
import { cssForPage } from './css-for-page.ts'
import { pageCuts } from './page-cuts.ts'
import { pageVocabulary } from './page-vocabulary.ts'

const css = '.p-4{padding:1rem}.p-6{padding:1.5rem}#top{color:red}[data-state=open]{opacity:1}'
const page = (body: string) => pageVocabulary(`<html><body>${body}</body></html>`)

describe('pageCuts', () => {
  it('gives each page the cut of its own vocabulary', () => {
    const cutFor = pageCuts(css)
    for (const body of ['<p class="p-4">', '<p class="p-6" id="top">', '<p data-state="open">', '<p>']) {
      expect(cutFor(page(body))).toBe(cssForPage(css, page(body)))
    }
  })

  it('cuts once for pages that differ only in names the stylesheet never selects', () => {
    const cut = vi.fn(cssForPage)
    const cutFor = pageCuts(css, undefined, cut)
    const first = cutFor(page('<p class="p-4 one" id="a">'))
    const second = cutFor(page('<p class="two p-4" id="b" data-other>'))
    expect(second).toBe(first)
    expect(cut).toHaveBeenCalledTimes(1)
    expect(cutFor(page('<p class="p-4 p-6">'))).not.toBe(first)
    expect(cut).toHaveBeenCalledTimes(2)
  })

  it('cuts again for a page with another kind of field, only where the stylesheet draws inside it', () => {
    const cutFor = pageCuts(`${css}::file-selector-button{margin:0}`)
    const text = cutFor(page('<input>'))
    expect(cutFor(page('<input type="email">'))).toBe(text)
    expect(cutFor(page('<input type="file">'))).not.toBe(text)
  })
})
