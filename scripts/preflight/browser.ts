import { findTestChromium } from '../../tooling/browsers/chromium.ts'

/** The browser tests' Chromium, looked for before anything runs: its absence in one line. */
export function browserProblem(): string | undefined {
  try {
    findTestChromium()
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}
