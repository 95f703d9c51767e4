import type { Sql, TransactionSql } from 'postgres'
import type { SqlQuery } from '../../functions/_shared/sql-query.ts'
import type { Migratable } from '../server/migrate.ts'

type UnsafeParameters = Parameters<Sql['unsafe']>[1]

/** A postgres.js connection pool as the store's query function. */
export const postgresQuery =
  (sql: Sql): SqlQuery =>
  async (text, params) =>
    (await sql.unsafe(text, params as UnsafeParameters)) as never

/** A postgres.js pool as something migrations apply to, each file in one transaction. */
export function migratable(sql: Sql): Migratable {
  const on = (runner: Sql | TransactionSql) => ({
    exec: (text: string) => runner.unsafe(text),
    query: async <Row>(text: string, params: unknown[] = []) => ({
      rows: (await runner.unsafe(text, params as UnsafeParameters)) as unknown as Row[],
    }),
  })
  return { ...on(sql), transaction: (run) => sql.begin((tx) => run(on(tx))) as never }
}
