import { portFor } from '../../../tooling/ports/ports.ts'

/** ENGINES_PORT and the three after it: the site (through the proxy), the server behind it, its switch, WebKitWebDriver. */
const base = portFor('test:engines')

export const ports = { site: base, server: base + 1, control: base + 2, webkitDriver: base + 3 } as const

export const siteUrl = `http://localhost:${ports.site}`
export const serverUrl = `http://127.0.0.1:${ports.server}`
export const controlUrl = `http://127.0.0.1:${ports.control}`
