import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface ThrowawayPostgres {
  url: string
  stop(): Promise<void>
}

/** The newest installed Postgres server's bin directory (Debian: apt-get install postgresql), if any. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? join(root, versions[0], 'bin') : undefined
}

export const noPostgresMessage =
  'No Postgres server is installed (looked in /usr/lib/postgresql/*/bin); on Debian: apt-get install -y postgresql'

/**
 * A fresh cluster in a temp dir on a free local port, trusting local connections, gone on stop().
 * Postgres refuses to run as root, so under root it runs as the `postgres` user.
 */
export async function startThrowawayPostgres(bin = postgresBinDir()): Promise<ThrowawayPostgres> {
  if (!bin) throw new Error(noPostgresMessage)
  const dir = await mkdtemp(join(tmpdir(), 'contact-postgres-'))
  const data = join(dir, 'data')
  const owner = process.getuid?.() === 0 ? postgresUser() : undefined
  if (owner) await chown(dir, owner.uid, owner.gid)
  const run = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      let output = ''
      const child = spawn(join(bin, tool), args, { ...owner, stdio: ['ignore', 'pipe', 'pipe'] })
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
      child.on('error', reject)
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} exited ${code}:\n${output}`))))
    })
  const port = await freePort()
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`
  await run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined)
      await rm(dir, { recursive: true, force: true })
    },
  }
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim())
  const uid = id('-u')
  if (!Number.isSafeInteger(uid) || uid <= 0)
    throw new Error('Postgres refuses to run as root and there is no `postgres` user to run it as.')
  return { uid, gid: id('-g') }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
