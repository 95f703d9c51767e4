import { portFor } from '../../tooling/ports/ports.ts'

// E2E_PORT and E2E_OUT_DIR let several builds be tested side by side.
export const e2ePort = portFor('test')
export const distDir = process.env.E2E_OUT_DIR ?? 'dist'
