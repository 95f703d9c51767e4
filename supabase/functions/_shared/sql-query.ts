/** Runs one parameterised statement and returns its rows; PGlite and postgres.js both adapt to it. */
export type SqlQuery = <Row extends Record<string, unknown>>(
  text: string,
  // Booleans as booleans: postgres.js sends 'f' for anything but `true` to a boolean parameter.
  params: (string | number | boolean)[],
) => Promise<Row[]>
