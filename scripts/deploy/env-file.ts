/**
 * The secrets as a .env file for `supabase secrets set --env-file`, so their values never appear
 * in a command line (which any local user can list). Single quotes keep a value literal.
 */
export function toEnvFile(secrets: Record<string, string>): string {
  return Object.entries(secrets)
    .map(([name, value]) =>
      value.includes("'") ? `${name}="${value.replace(/["\\]/g, '\\$&')}"\n` : `${name}='${value}'\n`,
    )
    .join('')
}
