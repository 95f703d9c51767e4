import { useEffect, useState } from 'react'
import type { BookText } from '#src/content/content.ts'
import { loadBookPage } from '#src/content/load-book.ts'

/**
 * The book's long text for its dialog, once the dialog is open and the text's module is in. A failed
 * download is thrown at render, for the dialog's boundary to say so; the next opening tries again.
 */
export function useBookText(slug: string, open: boolean): BookText | undefined {
  const [text, setText] = useState<BookText>()
  useEffect(() => {
    if (!open || text) return
    let current = true
    loadBookPage(slug).then(
      (page) => {
        if (current) setText(page.text)
      },
      (error: unknown) => {
        if (current)
          setText(() => {
            throw error
          })
      },
    )
    return () => {
      current = false
    }
  }, [slug, open, text])
  return text
}
