import { languageAuthorBuild } from '../fixtures/second-author-build.ts'
import { startSwitchableServer } from './switchable-server.ts'
import { test } from './test.ts'

/** The locale author's site in `language`, built once per run and served for the calling spec's tests. */
export function languageAuthorSite(language: string) {
  const site = { url: '', outDir: '' }
  let server: Awaited<ReturnType<typeof startSwitchableServer>> | undefined
  test.beforeAll(async () => {
    // A cold build takes minutes on a busy machine.
    test.setTimeout(300_000)
    site.outDir = (await languageAuthorBuild(language)).outDir
    server = await startSwitchableServer(site.outDir)
    site.url = server.url
  })
  test.afterAll(async () => server?.close())
  return site
}
