/** Every command that serves: the variable that moves it, and where it listens without one. */
export const servers = {
  start: { variable: 'PORT', fallback: 4173 },
  dev: { variable: 'PORT', fallback: 5173 },
  test: { variable: 'E2E_PORT', fallback: 4180 },
  // The first of four: the site, the server behind it, its network switch, WebKitWebDriver.
  'test:engines': { variable: 'ENGINES_PORT', fallback: 4290 },
  bench: { variable: 'BENCH_PORT', fallback: 4188 },
  'bench:outbox': { variable: 'BENCH_PORT', fallback: 4197 },
  screenshots: { variable: 'SCREENSHOTS_PORT', fallback: 4199 },
  'test:second-author': { variable: 'SECOND_AUTHOR_PORT', fallback: 4200 },
} as const

export type ServerName = keyof typeof servers

export class PortSettingError extends Error {
  override name = 'PortSettingError'
}

export const npmCommand = (name: ServerName) =>
  name === 'start' || name === 'test' ? `npm ${name}` : `npm run ${name}`

export function portFor(name: ServerName, env: NodeJS.ProcessEnv = process.env): number {
  const { variable, fallback } = servers[name]
  const raw = env[variable]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new PortSettingError(`${variable} must be a port number from 1 to 65535, not ${JSON.stringify(raw)}.`)
  return port
}
