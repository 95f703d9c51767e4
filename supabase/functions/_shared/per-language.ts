/** One `make(language)` per language, made on first use and kept: making Intl's objects costs far more than using them. */
export function perLanguage<T>(make: (language: string) => T): (language: string) => T {
  const made = new Map<string, T>()
  return (language) => {
    const kept = made.get(language) ?? make(language)
    made.set(language, kept)
    return kept
  }
}
