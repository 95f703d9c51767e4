// The decision records keep one template and one index, by a test rather than by memory.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const folder = join(import.meta.dirname, '../../docs/decisions')
const records = readdirSync(folder).filter((file) => /^\d{4}-.+\.md$/.test(file))
const index = readFileSync(join(folder, 'README.md'), 'utf8')
const sections = ['## Context', '## Decision', '## Consequences', '## Alternatives considered']

describe.each(records)('%s', (file) => {
  const text = readFileSync(join(folder, file), 'utf8')

  it('follows the template: a title, Date, Status, then the four sections in order', () => {
    expect(text).toMatch(/^# .+\n\n- Date: \d{4}-\d{2}-\d{2}[\s\S]*?\n- Status: .+\n/)
    expect(text.split('\n').filter((line) => line.startsWith('## '))).toEqual(sections)
  })

  it('is listed in the index under its number', () => {
    expect(index).toContain(`| ${file.slice(0, 4)} | [`)
    expect(index).toContain(`](${file})`)
  })
})

it('gives each number one record', () => {
  const numbers = records.map((file) => file.slice(0, 4))
  expect(new Set(numbers).size).toBe(numbers.length)
})
