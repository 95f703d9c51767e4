import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

/** What applying migrations needs of a database: PGlite has it as it is, postgres.js through an adapter. */
export interface Migratable {
  exec(sql: string): Promise<unknown>
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>
  transaction<T>(run: (tx: Pick<Migratable, 'exec' | 'query'>) => Promise<T>): Promise<T>
}

export const migrationsDir = join(import.meta.dirname, '../..', 'migrations')

// Supabase creates these roles itself; PGlite and a plain Postgres start without them, and the migrations grant
// and revoke against them.
const supabaseRoles = `
do $$ begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
end $$;
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text primary key, name text not null);
`

/**
 * Applies the SQL files `supabase db push` applies, in the same order, each once, recording
 * them in the same table the Supabase CLI uses.
 */
export async function applyMigrations(db: Migratable, dir = migrationsDir): Promise<string[]> {
  await db.exec(supabaseRoles)
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (row) => row.version,
    ),
  )
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort()
  const newlyApplied: string[] = []
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_')
    if (applied.has(version)) continue
    const sql = await readFile(join(dir, file), 'utf8')
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        rest.join('_'),
      ])
    })
    newlyApplied.push(file)
  }
  return newlyApplied
}
