/// <reference types="vitest/config" />

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { contactBackend } from './supabase/local/server/vite-plugin.ts'
import { brotli } from './tooling/brotli/brotli.ts'
import { cacheHeaders } from './tooling/cache-headers.ts'
import { homeHead } from './tooling/content/head-tags.ts'
import { exitOnContentProblems, loadContentOrExit } from './tooling/content/load-or-exit.ts'
import { ownScreenshots, readScreenshots } from './tooling/content/screenshots.ts'
import { contentPlugin } from './tooling/content/vite-plugin.ts'
import { loadWords } from './tooling/content/words/load-words.ts'
import { siteWordsJson } from './tooling/content/words/reader-words.ts'
import { desk } from './tooling/desk/desk-plugin.ts'
import { eventFilesInDev } from './tooling/event-files-dev.ts'
import { subsetFaces } from './tooling/fonts/subset-faces.ts'
import { responsiveImages } from './tooling/images/responsive-images.ts'
import { inlineStylesheet } from './tooling/inline-css.ts'
import { portFor } from './tooling/ports/ports.ts'
import { prerenderPages } from './tooling/prerender.ts'
import { prerenderInDev } from './tooling/prerender-dev.ts'
import { previewLikeTheHost } from './tooling/preview-like-the-host.ts'
import { pwa } from './tooling/pwa.ts'
import { startAfterFirstPaint } from './tooling/start/after-paint-script.ts'
import { beforeApp } from './tooling/start/before-app-script.ts'
import { chunkGroups } from './tooling/start/chunk-groups.ts'
import { testFilesByIsolation } from './tooling/testing/own-module-graph.ts'
import { warnWhenFormsAreUnconnected } from './tooling/unconnected-forms.ts'

const appTests = testFilesByIsolation(import.meta.dirname, 'src')

// CONTENT_DIR builds another author's site from the same code (the fixture author in the tests).
const contentDir = process.env.CONTENT_DIR ?? 'content'
const content = loadContentOrExit(contentDir)
// The words' problems (a missing locale file, an unknown key in words.yaml) stop the build as the content's do.
const words = exitOnContentProblems(contentDir, (dir) => loadWords(dir, content.site))
// Screenshots of another author's site (the demo's, left in a folder copied from it) never ship: the build says so.
const screenshots = ownScreenshots(
  exitOnContentProblems(contentDir, readScreenshots),
  content.author.name,
  contentDir,
  console.warn,
)
// The public address, for the canonical link and social cards: content/site.yaml's, unless set when deploying.
process.env.VITE_SITE_URL ||= content.site.url
const contentModule = contentPlugin(contentDir, content, screenshots, process.env.VITE_SITE_URL)

const images = responsiveImages()
const prerender = prerenderPages(
  contentModule,
  homeHead(content, screenshots, process.env.VITE_SITE_URL, words.manifest),
  contentDir,
)

// The bundler's "slow plugin" warning follows the machine's load, not the build; `npm run bench:authors` times builds.
const quietTimings = { bundlerTimings: false }

export default defineConfig({
  plugins: [
    react(),
    beforeApp(),
    images,
    subsetFaces(content),
    tailwindcss(),
    contentModule,
    eventFilesInDev(),
    prerenderInDev(),
    prerender,
    inlineStylesheet(),
    // Before the worker's plugin lists the folder: the desk is written there, and left out of the precache.
    desk(content),
    pwa(content, words.manifest, screenshots, images.api, prerender.api, contentModule.api),
    // After the worker's plugin: it names the manifest, which the starter then names after the first paint.
    startAfterFirstPaint(),
    cacheHeaders(),
    // Before the brotli plugin: a path no host would serve is refused before any file is read.
    previewLikeTheHost(),
    brotli(),
    // The functions answer readers in the site's words, as the deployed ones do.
    contactBackend(siteWordsJson(words, content)),
    warnWhenFormsAreUnconnected(),
  ],
  build: {
    // Every engine the site supports preloads modules itself; where one does not, the scripts still load, unhurried.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Each word (virtual:words/<group>) written where it is used, as a literal would be, not as a variable beside it.
      optimization: { inlineConst: true },
      output: {
        codeSplitting: { groups: chunkGroups },
      },
      checks: quietTimings,
    },
  },
  optimizeDeps: { rolldownOptions: { checks: quietTimings } },
  // Every file the site serves is made from the content by a plugin, none copied as it is: decision 0028.
  publicDir: false,
  // Never another port than asked: `npm run inbox` and the reader look for the server there.
  preview: { port: portFor('start'), strictPort: true },
  server: { port: portFor('dev'), strictPort: true },
  test: {
    environment: 'node',
    // Vitest's default on two cores is one worker, and many files wait on a child process (Deno, npm, Postgres):
    // two keep a core busy while the other waits.
    maxWorkers: 2,
    // A test's limit catches a hang: at load 20 a test that runs Biome twice took 8.6 s (the default is 5).
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      // The app's tests that need a fresh module graph each (a DOM, a mocked module, the fake IndexedDB: see
      // own-module-graph.ts). A file that needs a DOM asks for happy-dom, which starts in a fraction of jsdom's time
      // (measured: the project's 103 files in 31.7 CPU-s against 40.9); jsdom stays for the feed's test, whose XML
      // parser happy-dom lacks.
      { extends: true, test: { name: 'app', include: appTests.own } },
      // The rest of the app's tests share their worker's modules, as the node-side tests do: 84 files in 8 CPU-s,
      // not 27 (decision 0102).
      { extends: true, test: { name: 'app-shared', include: appTests.shared, isolate: false } },
      // Node-side tests share their worker's modules: loading PGlite's and the build's modules once a worker, not
      // once a file, is a third of their time. A test here mocks no module (a mock would leak into the next file).
      {
        extends: true,
        test: {
          name: 'build',
          include: ['sw/**/*.test.ts', 'tooling/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'functions',
          include: ['supabase/**/*.test.ts'],
          isolate: false,
          // One throwaway Postgres cluster for the run: the store tests run on it as well as on PGlite. PGlite is
          // migrated once for the run too, each file starting from a copy (decision 0102).
          globalSetup: [
            'supabase/local/test-kits/postgres-for-the-run.ts',
            'supabase/local/test-kits/pglite-for-the-run.ts',
          ],
        },
      },
    ],
  },
})
