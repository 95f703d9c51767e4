import { type FixtureSite, languageAuthorBuild } from '../fixtures/second-author-build.ts'
import { startSwitchableServer } from './switchable-server.ts'
import { test } from './test.ts'

/** A fixture author's site, built once per run and served for the calling spec's tests. */
export function fixtureSite(build: () => Promise<FixtureSite>) {
  const site = { url: '', outDir: '' }
  let server: Awaited<ReturnType<typeof startSwitchableServer>> | undefined
  test.beforeAll(async () => {
    // A cold build takes minutes on a busy machine.
    test.setTimeout(300_000)
    site.outDir = (await build()).outDir
    server = await startSwitchableServer(site.outDir)
    site.url = server.url
  })
  test.afterAll(async () => server?.close())
  return site
}

/** The locale author's site in `language`. */
export const languageAuthorSite = (language: string) => fixtureSite(() => languageAuthorBuild(language))
