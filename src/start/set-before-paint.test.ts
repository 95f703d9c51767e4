import { describe, expect, it } from 'vitest'
import { setBeforePaint } from './set-before-paint.ts'

const sources = Object.values(
  import.meta.glob<string>(['./before-app/*.ts', '!./before-app/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).join('\n')

// `dataset.textSize =` is the attribute data-text-size.
const dataAttribute = (key: string) => `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

describe('what the inline start-up scripts set before the first paint', () => {
  it('is the list whose CSS every page keeps inline', () => {
    const classes = [...sources.matchAll(/classList\.(?:add|toggle)\('([^']+)'/g)].map((match) => match[1])
    const attributes = [
      ...[...sources.matchAll(/dataset\.(\w+) =/g)].map((match) => dataAttribute(match[1])),
      ...[...sources.matchAll(/setAttribute\('([^']+)'/g)].map((match) => match[1]),
    ]
    expect(new Set(classes)).toEqual(new Set(setBeforePaint.classes))
    expect(new Set(attributes)).toEqual(new Set(setBeforePaint.attributes))
  })
})
