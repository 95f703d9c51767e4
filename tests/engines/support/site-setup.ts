import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { preview } from 'vite'
import { inboxPath } from '../../../supabase/local/server/routes.ts'
import { ports, serverUrl } from './ports.ts'
import { switchableProxy } from './switchable-proxy.ts'

const distDir = process.env.E2E_OUT_DIR ?? 'dist'

/**
 * Vitest global setup: the built app with the real local backend (its data on disk, so it outlives
 * a test), the switchable proxy in front of it, and a tiny control server the tests flip it with.
 */
export default async function setup() {
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`No build in ${distDir}/: run \`npm run build\` first.`)
  const dataDir = await mkdtemp(join(tmpdir(), 'engines-data-'))
  process.env.CONTACT_DATA_DIR = dataDir
  process.env.CONTACT_RATE_LIMIT_MAX = '10000'
  const server = await preview({
    build: { outDir: distDir },
    preview: { port: ports.server, strictPort: true, host: '127.0.0.1' },
  })
  // The database opens on the first request: open it now, not inside a test's timeout.
  for (let attempt = 0; ; attempt++) {
    if (
      await fetch(`${serverUrl}${inboxPath}`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break
    if (attempt > 600) throw new Error(`The local server did not answer on port ${ports.server}`)
    await sleep(100)
  }
  const proxy = switchableProxy(ports.site, ports.server)
  await proxy.online()
  const control = createServer((req, res) => {
    const action = req.url === '/offline' ? proxy.offline : req.url === '/online' ? proxy.online : undefined
    if (!action) return void res.writeHead(404).end()
    action().then(
      () => res.writeHead(204).end(),
      (error) => res.writeHead(500).end(String(error)),
    )
  })
  await new Promise<void>((resolve) => control.listen(ports.control, '127.0.0.1', resolve))
  return async () => {
    control.close()
    await proxy.offline()
    await server.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
