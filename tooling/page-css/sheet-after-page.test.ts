import { describe, expect, it } from 'vitest'
import { cssForPage } from './css-for-page.ts'
import { pageVocabulary } from './page-vocabulary.ts'
import { sheetAfterPage } from './sheet-after-page.ts'

const fontFace = '@font-face{font-family:Fraunces;src:url(/f.woff2)format("woff2")}'
const property = '@property --tw-blur{syntax:"*";inherits:false}'

describe('sheetAfterPage', () => {
  it.each<[string, string, string]>([
    ['a font, which every page declares inline', fontFace, ''],
    ['a registered property, which every page declares inline', property, ''],
    ['a style rule', '.p-4{padding:1rem}', '.p-4{padding:1rem}'],
    ['the layers’ order', '@layer theme,base;', '@layer theme,base;'],
    ['a keyframes rule', '@keyframes pulse{50%{opacity:.5}}', '@keyframes pulse{50%{opacity:.5}}'],
    ['a rule in a layer', '@layer base{h1{font-weight:600}}', '@layer base{h1{font-weight:600}}'],
  ])('%s', (_, css, kept) => {
    expect(sheetAfterPage(css)).toBe(kept)
  })

  it('leaves out only what any page’s inline cut keeps', () => {
    const emptyPage = pageVocabulary('<html><body><p>Nothing styled.</p></body></html>')
    expect(cssForPage(`${fontFace}${property}`, emptyPage)).toBe(`${fontFace}${property}`)
  })
})
