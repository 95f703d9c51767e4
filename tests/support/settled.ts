/** Whether a promise settles within a few milliseconds, i.e. is not still waiting on something. */
export const settled = async (promise: Promise<unknown>): Promise<boolean> =>
  Promise.race([promise.then(() => true), new Promise<boolean>((wait) => setTimeout(() => wait(false), 10))])
