import type { Engine } from './engine-page.ts'
import { firefox } from './firefox.ts'
import { ports } from './ports.ts'
import { webkit } from './webkit.ts'

/** The engine of this vitest project (see ../vitest.config.ts). */
export const engine: Engine = process.env.ENGINE === 'webkit' ? webkit(ports.webkitDriver) : firefox
