import { ports } from './ports.ts'
import { startWebKitDriver } from './webkit-driver.ts'

/** Vitest global setup of the webkit project. */
export default async function setup() {
  return startWebKitDriver(ports.webkitDriver)
}
