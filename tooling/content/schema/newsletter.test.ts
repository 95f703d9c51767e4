import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { newsletterSchema } from './newsletter.ts'

const block = (consent: string) => ({ heading: 'News', intro: 'Now and then.', consent })
const messages = (consent: string) =>
  v.safeParse(newsletterSchema, block(consent)).issues?.map((issue) => issue.message)

describe("site.yaml's consent line", () => {
  it.each([
    ['tag characters', 'Yes, send me news.\u{E0041}\u{E0042}'],
    ['Hangul fillers', 'Yes\u3164\u3164'],
    ['a run of variation selectors', 'Yes ❤️\uFE0F'],
  ])('with %s is refused at build, said once', (_what, consent) => {
    expect(messages(consent)).toEqual(['must not contain characters that show nothing'])
  })

  it('with an emoji and its selector passes, as the function takes it', () => {
    expect(messages('Yes, send me news ❤️.')).toBeUndefined()
  })
})
