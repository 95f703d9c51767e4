import { type Selector, transform } from 'lightningcss'
import { describe, expect, it } from 'vitest'
import { fieldsDrawing } from './field-parts.ts'

// The last component of a rule's first selector, as lightningcss reads it.
const lastComponent = (css: string) => {
  let selector: Selector = []
  transform({
    filename: 'field.css',
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style: (rule) => {
          selector = rule.value.selectors[0]
          return undefined
        },
      },
    },
  })
  return selector[selector.length - 1]
}

describe('fieldsDrawing', () => {
  it.each([
    ['::-webkit-datetime-edit-year-field{padding-block:0}', ['date', 'datetime-local', 'month', 'time', 'week']],
    ['::-webkit-date-and-time-value{min-height:1lh}', ['date', 'datetime-local', 'month', 'time', 'week']],
    ['::file-selector-button{margin-inline-end:4px}', ['file']],
    ['::-webkit-search-decoration{-webkit-appearance:none}', ['search']],
  ])('%s: drawn in %j', (css, fields) => {
    expect(fieldsDrawing(lastComponent(css))).toEqual(fields)
  })

  it.each([
    '::placeholder{opacity:1}',
    '::-webkit-calendar-picker-indicator{line-height:1}',
    'p::before{content:""}',
    '::backdrop{margin:0}',
    'input{color:red}',
  ])('%s: for the page’s elements to decide', (css) => {
    expect(fieldsDrawing(lastComponent(css))).toBeUndefined()
  })
})
