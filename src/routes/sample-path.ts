/** A book's sample page (routes/sample.tsx), which keeps its own scroll: the reader's place in the chapter. */
export const isSamplePath = (pathname: string): boolean => /^\/books\/[^/]+\/sample\/?$/.test(pathname)
