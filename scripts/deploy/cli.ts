import { spawnSync } from 'node:child_process'

/** The CLI's version, or undefined when there is no CLI to run (not on PATH, or its binary missing). */
export function supabaseVersion(env: NodeJS.ProcessEnv): string | undefined {
  const result = spawnSync('supabase', ['--version'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  return result.status === 0 ? result.stdout.trim() : undefined
}

export const cliMissing = (pinned: string) =>
  `The Supabase CLI is missing: run \`npm install\` (it installs supabase@${pinned} with the binary for this ` +
  'machine), then `npm run deploy`; on a platform without that binary, install the CLI ' +
  '(https://supabase.com/docs/guides/local-development/cli/getting-started) and put `supabase` on PATH.'
