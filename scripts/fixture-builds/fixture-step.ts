import type { FixtureSite } from '../../tests/fixtures/second-author-build.ts'

/** A fixture author's built site, or why its build failed: what it printed, then one line naming the fixture. */
export type FixtureStep = { site: FixtureSite } | { failed: string; output: string }

/**
 * Starts a fixture's build now and keeps its outcome for its own step: a build that fails while
 * other steps run is reported when the run reaches it, never as an unhandled rejection.
 */
export function fixtureStep(fixture: string, build: () => Promise<FixtureSite>): Promise<FixtureStep> {
  return Promise.resolve()
    .then(build)
    .then(
      (site) => ({ site }),
      (error: unknown) => {
        const { message, stderr } =
          error instanceof Error ? (error as Error & { stderr?: string }) : { message: String(error) }
        return { failed: `the build of the ${fixture} failed: ${message.split('\n')[0]}`, output: stderr || message }
      },
    )
}

/** Ends the run in one last line naming the fixture, after what its build printed. */
export function exitOnFailure(step: FixtureStep, command: string): FixtureSite {
  if ('site' in step) return step.site
  console.error(step.output.trimEnd())
  console.error(`${command}: ${step.failed}`)
  process.exit(1)
}
