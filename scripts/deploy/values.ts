import { existsSync, readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import type { Values } from './settings.ts'

/** The deploy's settings: the file's (gitignored, never committed), overridden by the environment's. */
export function readValues(file: string, environment: Values): Values {
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {}
  return { ...fromFile, ...environment }
}
