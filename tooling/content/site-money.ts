import type { SiteMoney } from './price.ts'

const isCurrency = (value: unknown): value is string =>
  typeof value === 'string' && Intl.supportedValuesOf('currency').includes(value)

const isLanguage = (value: unknown): value is string => {
  try {
    return typeof value === 'string' && Intl.getCanonicalLocales(value).length === 1
  } catch {
    return false
  }
}

/** site.yaml's currency and language as written, before it is checked: the books' prices are read with them (site.yaml's own problems are said on their own). */
export function siteMoney(site: unknown): SiteMoney {
  const { currency, language } = (site ?? {}) as Record<string, unknown>
  return { currency: isCurrency(currency) ? currency : 'USD', language: isLanguage(language) ? language : 'en' }
}
