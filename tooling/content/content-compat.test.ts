import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { imageChecks } from './image-checks.ts'
import { loadContent } from './load-content.ts'
import { ContentError } from './problems.ts'
import { readScreenshots } from './screenshots.ts'
import { loadWords } from './words/load-words.ts'

// The demo's content as it was on days the content's format changed (take-snapshot.ts keeps them): a folder that
// built then builds with today's code, or stops at one line that says what to rename.
const snapshots = join(import.meta.dirname, '../../tests/fixtures/content-compat')
const today = join(import.meta.dirname, '../../content')
const days = readdirSync(snapshots).filter((name) => /^\d{4}-\d{2}-\d{2}$/.test(name))

interface Manifest {
  commit: string
  day: string
  /** Text files unchanged then, with their hash: taken from today's content/ while it still matches. */
  borrowed: Record<string, string>
  /** Images at the same path today: their bytes are no part of the format. */
  images: string[]
}

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex')

/** The snapshot's content folder, put together in a temp folder; a borrowed file edited since is named, with the fix. */
function assemble(day: string): { dir: string; moved: string[] } {
  const manifest: Manifest = JSON.parse(readFileSync(join(snapshots, day, 'manifest.json'), 'utf8'))
  const dir = join(mkdtempSync(join(tmpdir(), `content-${day}-`)), 'content')
  cpSync(join(snapshots, day, 'content'), dir, { recursive: true })
  const moved = Object.entries(manifest.borrowed)
    .filter(([name, hash]) => !existsSync(join(today, name)) || sha256(join(today, name)) !== hash)
    .map(
      ([name]) =>
        `content/${name} changed since the ${day} snapshot: git show ${manifest.commit.slice(0, 7)}:content/${name} > ${relative(process.cwd(), join(snapshots, day, 'content', name))}`,
    )
  for (const name of [...Object.keys(manifest.borrowed), ...manifest.images])
    if (existsSync(join(today, name))) cpSync(join(today, name), join(dir, name), { recursive: true })
  return { dir, moved }
}

/** What the build checks before it makes anything, on the snapshot's own day: the problems' lines, none if it builds. */
async function problemsOf(dir: string, day: string): Promise<string[]> {
  try {
    const content = loadContent(dir, day)
    loadWords(dir, content.site)
    readScreenshots(dir)
    const { problems } = await imageChecks(content)
    if (problems.length > 0) throw new ContentError(problems)
    return []
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    return error.message.replaceAll(relative(process.cwd(), dirname(dir)), '').split('\n')
  }
}

describe('older content folders', () => {
  it('are kept for each day the format changed', () => {
    expect(days.length).toBeGreaterThanOrEqual(4)
  })

  it.each(days)('the content of %s builds, or stops at one line naming a renamed field', async (day) => {
    const { dir, moved } = assemble(day)
    expect(moved, 'a borrowed file changed in content/: keep its old version in the snapshot').toEqual([])
    const problems = await problemsOf(dir, day)
    if (problems.length > 0) expect(problems).toEqual([expect.stringMatching(/ is now `[\w.]+`/)])
  })
})
