import { spawnSync } from 'node:child_process'

export interface BuildTime {
  /** Seconds on the clock. */
  wall: number
  /** Seconds of CPU the build used (user and system): what a busy, shared machine distorts least. */
  cpu: number
}

/** Builds `contentDir` into `outDir` and times it; the build's output is kept from the bench's but its failure is not. */
export function timedBuild(contentDir: string, outDir: string): BuildTime {
  const { status, stderr } = spawnSync(
    'bash',
    ['-c', `time node_modules/.bin/vite build --outDir ${outDir} --logLevel error`],
    { env: { ...process.env, CONTENT_DIR: contentDir, TIMEFORMAT: 'build-time %R %U %S' }, encoding: 'utf8' },
  )
  const times = stderr.match(/build-time ([\d.]+) ([\d.]+) ([\d.]+)/)
  if (status !== 0 || !times) throw new Error(`the build of ${contentDir} failed:\n${stderr}`)
  const [wall, user, system] = times.slice(1).map(Number)
  return { wall, cpu: user + system }
}
