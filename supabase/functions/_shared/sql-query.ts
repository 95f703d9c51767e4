/** Runs one parameterised statement and returns its rows; PGlite and postgres.js both adapt to it. */
export type SqlQuery = <Row extends Record<string, unknown>>(
  text: string,
  params: (string | number)[],
) => Promise<Row[]>
