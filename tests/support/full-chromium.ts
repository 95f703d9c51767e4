import { chromiumArgs, findChromium } from '../../tooling/browsers/chromium.ts'

/**
 * For specs of the worker's Background Sync: the full browser has it, the headless shell the other specs
 * run in has it disabled (decision 0052).
 */
export const inFullChromium = { launchOptions: { executablePath: findChromium(), args: chromiumArgs } }
