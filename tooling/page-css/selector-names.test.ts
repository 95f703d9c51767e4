import { describe, expect, it } from 'vitest'
import { selectorNames } from './selector-names.ts'

describe('selectorNames', () => {
  it('finds the classes, ids, attributes and elements of every selector, under at-rules and inside :is(), :not() and :where()', () => {
    const css = `.a{color:red}@media (width>=48rem){.md\\:b #c{color:red}}@layer x{[Data-Open] :is(.d,.e):not(#f){color:red}}
:where(.g) > p[lang]{color:red}input:user-invalid{color:red}`
    const names = selectorNames(css)
    expect([...names.classes].sort()).toEqual(['a', 'd', 'e', 'g', 'md:b'])
    expect([...names.ids].sort()).toEqual(['c', 'f'])
    expect([...names.attributes].sort()).toEqual(['data-open', 'lang'])
    expect([...names.tags].sort()).toEqual(['input', 'p'])
    expect([...names.fields]).toEqual([])
  })

  it('finds the kinds of field a pseudo-element is drawn in', () => {
    expect([...selectorNames('::file-selector-button{margin:0}::placeholder{opacity:1}').fields]).toEqual(['file'])
  })
})
