// The project's lint plugins, run by Biome itself over probe files written where src/'s folders would hold them.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll } from 'vitest'

const root = resolve(import.meta.dirname, '../..')

/**
 * A copy of the project's lint set-up in a folder of its own, removed after the calling test file, and what reads
 * its verdicts. One per test file: files that share a process (isolate: false) must not share the folder.
 */
export function pluginProbe(): (file: string, lines: string[]) => number[] {
  const project = mkdtempSync(join(tmpdir(), 'lint-plugins-'))
  afterAll(() => rmSync(project, { recursive: true, force: true }))
  // The project's own configuration, reading files outside git.
  writeFileSync(
    join(project, 'biome.jsonc'),
    readFileSync(join(root, 'biome.jsonc'), 'utf8').replace('"vcs": { "enabled": true', '"vcs": { "enabled": false'),
  )
  cpSync(join(root, 'tooling/lint'), join(project, 'tooling/lint'), { recursive: true })
  return (file, lines) => refusedLines(project, file, lines)
}

/** The lines of `file` (under src/) that the plugins refuse. */
function refusedLines(project: string, file: string, lines: string[]): number[] {
  const path = join(project, 'src', file)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${lines.join('\n')}\n`)
  let output: string
  try {
    output = execFileSync(join(root, 'node_modules/.bin/biome'), ['lint', '--only=plugin', join('src', file)], {
      cwd: project,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  } catch (error) {
    output = (error as { stdout: string; stderr: string }).stdout + (error as { stderr: string }).stderr
  }
  return [...output.matchAll(new RegExp(`${file.replaceAll('/', '\\/')}:(\\d+):\\d+ plugin`, 'g'))].map((match) =>
    Number(match[1]),
  )
}
