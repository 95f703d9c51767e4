// What the reader chose, kept on this device. Storage throws where the reader blocks it: a choice then lasts for this visit.

/** The value kept under `key`, or null when there is none or storage is blocked. */
export function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Keeps `value` under `key` for the next visits; with storage blocked, nothing is kept. */
export function remember(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Blocked storage: the page already shows the choice, for this visit only.
  }
}
