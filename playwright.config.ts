import { defineConfig } from '@playwright/test'
import { distDir as outDir, e2ePort as port } from './tests/support/build.ts'
import { chromiumArgs, findTestChromium } from './tooling/browsers/chromium.ts'

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  // One folder per port, so runs side by side never share artifacts.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  // Three on two cores: a test waits often (the network, an animation, a timer), and a third browser fills those
  // waits. Measured on eight specs, twice each way: 153 s with two, 123 s with three (decision 0081). The same outside
  // CI: Playwright's own default, half the cores, ran `npm test` on one worker here, its browser step twice as long.
  workers: 3,
  retries: 0,
  reporter: 'list',
  // A test's own time limit catches a hang, not a slow page: at load 20 on two cores, seven tests that take 10–20 s
  // quietly passed 30 s (the page's speed is the benches' to measure).
  timeout: 60_000,
  // Two cores run the browsers, the servers and PGlite at once: give lazily loaded parts time to land.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    // A first visit's worker precaches the whole site beside the test: specs about the worker ask for it (the-worker.ts).
    serviceWorkers: 'block',
    launchOptions: { executablePath: findTestChromium(), args: chromiumArgs },
    // A failed test keeps its trace (each step's DOM, the network, the console) and a screenshot, but not the
    // trace's film of every frame: a third of the run's CPU. CI keeps no files, only what it prints, so it
    // records none (decision 0053).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: process.env.CI ? 'off' : 'only-on-failure',
  },
  webServer: {
    command: `npx vite preview --outDir ${outDir} --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    // It listens once its database is open (E2E): a minute and more on a busy machine.
    timeout: 180_000,
    env: {
      E2E: '1',
      // Each run stores contact messages in a fresh in-memory database, and many tests may send them.
      CONTACT_DATA_DIR: process.env.CONTACT_DATA_DIR ?? 'memory://',
      CONTACT_RATE_LIMIT_MAX: process.env.CONTACT_RATE_LIMIT_MAX ?? '10000',
      NEWSLETTER_RATE_LIMIT_MAX: process.env.NEWSLETTER_RATE_LIMIT_MAX ?? '10000',
      NEWSLETTER_GLOBAL_RATE_LIMIT_MAX: process.env.NEWSLETTER_GLOBAL_RATE_LIMIT_MAX ?? '10000',
    },
  },
})
