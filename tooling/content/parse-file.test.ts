import { describe, expect, it } from 'vitest'
import { type Parsed, parseMarkdownFile, parseYaml } from './parse-file.ts'

const lineOf = (parsed: Parsed) => {
  if (!parsed.ok) throw new Error(parsed.problem.message)
  return parsed.lineOf
}

describe('a problem is said at its line', () => {
  const yaml = 'title: One\nbuy:\n  - retailer: Shop\n    url: https://shop.example\n  - retailer: Other\n'

  it("a field's line is its name's, a list item's its dash's, in a list of fields too", () => {
    const at = lineOf(parseYaml(yaml, 'book.yaml'))
    expect([at(['title']), at(['buy']), at(['buy', 0]), at(['buy', 0, 'url']), at(['buy', 1])]).toEqual([1, 2, 3, 4, 5])
  })

  it('a missing field is said at the nearest part that is there; one missing from the whole file, at no line', () => {
    const at = lineOf(parseYaml(yaml, 'book.yaml'))
    expect([at(['buy', 1, 'url']), at(['buy', 7]), at(['genre']), at([])]).toEqual([5, 2, undefined, undefined])
  })

  it("counts a Markdown file's lines from its first line, the opening ---", () => {
    const at = lineOf(parseMarkdownFile(`---\n${yaml}---\nText.\n`, 'book.md'))
    expect([at(['title']), at(['buy', 1])]).toEqual([2, 6])
  })

  it('a file that does not parse is said at the line where it stops making sense', () => {
    expect(parseMarkdownFile('---\ntitle: One\ngenre: "Crime\n---\n', 'book.md')).toMatchObject({
      ok: false,
      problem: { file: 'book.md', line: 3 },
    })
  })
})
