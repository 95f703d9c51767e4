export interface ThrottledSave<T> {
  /** The latest value to keep; saved at once, or when the interval since the last save has passed. */
  push(value: T): void
  /** Saves a value still waiting, now: the page is going away. */
  flush(): void
  /** Drops a value still waiting and stops the timer. */
  cancel(): void
}

/** Saves at most once per interval, always ending on the latest value pushed. */
export function throttledSave<T>(save: (value: T) => void, intervalMs: number, now = Date.now): ThrottledSave<T> {
  let lastSavedAt = Number.NEGATIVE_INFINITY
  let waiting: { value: T } | undefined
  let timer: ReturnType<typeof setTimeout> | undefined

  const cancel = () => {
    clearTimeout(timer)
    timer = undefined
    waiting = undefined
  }
  const flush = () => {
    if (!waiting) return
    const { value } = waiting
    cancel()
    lastSavedAt = now()
    save(value)
  }
  return {
    push(value) {
      waiting = { value }
      const wait = lastSavedAt + intervalMs - now()
      if (wait <= 0) flush()
      else timer ??= setTimeout(flush, wait)
    },
    flush,
    cancel,
  }
}
