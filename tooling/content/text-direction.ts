/** Intl.Locale's text info: a `textInfo` getter in Node 20, getTextInfo() in newer engines. */
type LocaleWithTextInfo = Intl.Locale & {
  getTextInfo?: () => { direction?: string }
  textInfo?: { direction?: string }
}

// Scripts written right to left that a site's language may use (ISO 15924).
const rightToLeftScripts = new Set(['Adlm', 'Arab', 'Hebr', 'Mand', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa'])

/**
 * The direction of the site's language, for `<html dir>`. The script decides when it is a
 * right-to-left one: V8's text info says "ltr" for az-Arab and dv (Thaana), which are not.
 */
export function textDirection(language: string): 'ltr' | 'rtl' {
  const locale: LocaleWithTextInfo = new Intl.Locale(language)
  const script = locale.maximize().script
  if (script && rightToLeftScripts.has(script)) return 'rtl'
  return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr'
}
