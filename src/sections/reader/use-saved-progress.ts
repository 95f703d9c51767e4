import { useEffect, useState } from 'react'
import { readingPositions } from './reading-positions.ts'

/** How far the reader got in this book's sample on an earlier visit; undefined until known, or if never opened. */
export function useSavedProgress(slug: string): number | undefined {
  const [progress, setProgress] = useState<number>()
  useEffect(() => {
    let current = true
    readingPositions()
      .get(slug)
      .then((saved) => {
        if (current) setProgress(saved)
      })
    return () => {
      current = false
    }
  }, [slug])
  return progress
}
