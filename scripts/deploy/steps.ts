import type { DeploySettings } from './settings.ts'

export interface Step {
  /** What the step does, printed before it runs. */
  title: string
  command: string
  args: string[]
  /** Added to the environment of this step alone. */
  env?: Record<string, string>
  /** What to do when it fails, printed after the command's own message. */
  hint: string
}

export const again = 'then run `npm run deploy` again (every step is safe to repeat)'

/**
 * The remote changes and the build, in order; `--yes` because nobody is there to answer a prompt.
 * `cliEnv` (the access token, the database password) goes to the CLI alone, never to the build.
 */
export function deploySteps(
  settings: DeploySettings,
  functions: string[],
  secretsFile: string,
  cliEnv: Record<string, string>,
): Step[] {
  const { projectRef, supabaseUrl, siteUrl, anonKey, secrets } = settings
  const steps: Step[] = [
    {
      title: `Linking this folder to the Supabase project ${projectRef}`,
      command: 'supabase',
      args: ['link', '--project-ref', projectRef, '--yes'],
      hint: `Check SUPABASE_PROJECT_REF and that SUPABASE_ACCESS_TOKEN belongs to an account with access to it, ${again}.`,
    },
    {
      title: 'Applying the database migrations (supabase/migrations) to the linked project',
      command: 'supabase',
      args: ['db', 'push', '--remote', '--yes'],
      hint: `If the database refused the connection, set SUPABASE_DB_PASSWORD (Dashboard → Project Settings → Database), ${again}.`,
    },
    {
      title: `Setting the function's secrets: ${Object.keys(secrets).join(', ')}`,
      command: 'supabase',
      args: ['secrets', 'set', '--env-file', secretsFile, '--yes'],
      hint: `Check that SUPABASE_ACCESS_TOKEN may manage this project's secrets, ${again}.`,
    },
    {
      title: `Deploying ${functions.join(', ')} (bundled by Supabase: no Docker needed)`,
      command: 'supabase',
      args: [
        'functions',
        'deploy',
        ...functions,
        '--use-api',
        // Visitors are anonymous: the function checks the origin and rate-limits instead of a user's JWT.
        '--no-verify-jwt',
        '--import-map',
        'supabase/functions/deno.json',
        '--yes',
      ],
      hint: `\`npm run typecheck:functions\` shows errors in the function's code; ${again}.`,
    },
    {
      title: `Building the site for ${siteUrl}, sending its contact form to ${supabaseUrl}`,
      command: 'vite',
      args: ['build'],
      env: { VITE_SUPABASE_URL: supabaseUrl, VITE_SUPABASE_ANON_KEY: anonKey, VITE_SITE_URL: siteUrl },
      hint: `Fix the build error above, ${again}.`,
    },
  ]
  return steps.map((step) => (step.command === 'supabase' ? { ...step, env: cliEnv } : step))
}
