import { defineConfig } from 'vitest/config'

// Projects do not extend the root, so the site starts once (root global setup) for both engines.
const engine = (name: 'firefox' | 'webkit', globalSetup: string[]) => ({
  test: {
    name,
    include: ['tests/engines/*.engine.ts'],
    env: { ENGINE: name },
    globalSetup,
    fileParallelism: false,
    // They run beside the fixture authors' browser tests (decision 0098): WebKit's two-tab outbox test took over a
    // minute at load 30. A hang still fails.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})

/** `npm run test:engines` (both), `npm run test:engines -- --project webkit` (one). */
export default defineConfig({
  test: {
    globalSetup: ['tests/engines/support/site-setup.ts'],
    // One browser at a time: two cores run it, the server and the database.
    maxWorkers: 1,
    projects: [engine('firefox', []), engine('webkit', ['tests/engines/support/webkit-setup.ts'])],
  },
})
