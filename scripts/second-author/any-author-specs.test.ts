import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { anyAuthorSpecs } from './any-author-specs.ts'

it('takes the specs that open with the tag, and only specs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'specs-'))
  writeFileSync(join(dir, 'b.spec.ts'), "// @any-author: holds for any author\n\nimport { test } from './t.ts'\n")
  writeFileSync(join(dir, 'a.spec.ts'), "// @any-author\nimport { test } from './t.ts'\n")
  writeFileSync(join(dir, 'mentions.spec.ts'), "import { test } from './t.ts'\n// not @any-author: the demo's words\n")
  writeFileSync(join(dir, 'untagged.spec.ts'), "import { test } from './t.ts'\n")
  writeFileSync(join(dir, 'helper.ts'), '// @any-author\n')
  expect(anyAuthorSpecs(dir)).toEqual([join(dir, 'a.spec.ts'), join(dir, 'b.spec.ts')])
})

it("finds the project's tagged specs, and leaves out those written for the demo author", () => {
  const specs = anyAuthorSpecs()
  expect(specs).toContain('tests/book-details.spec.ts')
  expect(specs).toContain('tests/newsletter-signup.spec.ts')
  expect(specs).not.toContain('tests/home.spec.ts')
  expect(specs).not.toContain('tests/second-author.spec.ts')
})
