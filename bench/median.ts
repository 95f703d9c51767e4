/** The middle value; of an even count, the upper of the two middle ones, so it is always a value that was measured. */
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
