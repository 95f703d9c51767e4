import { createContext } from 'react'

/**
 * One request for a lazily loaded part: a LoadBoundary makes a new one each time the reader asks for
 * its part again. Renders within one request share it, so React re-rendering after an error does not
 * start a second download.
 */
export const LoadAttempt = createContext<object>({})
