/** An ISBN's digits (and a final X), without the hyphens and spaces it is often written with. */
export const isbnDigits = (written: string) => written.replace(/[\s-]/g, '').toUpperCase()

/** An ISBN-13 or ISBN-10 whose check digit is right: a typo is caught before search engines see it. */
export function isIsbn(written: string): boolean {
  const digits = isbnDigits(written)
  if (/^\d{13}$/.test(digits))
    return [...digits].reduce((sum, digit, i) => sum + Number(digit) * (i % 2 === 0 ? 1 : 3), 0) % 10 === 0
  if (/^\d{9}[\dX]$/.test(digits))
    return [...digits].reduce((sum, digit, i) => sum + (digit === 'X' ? 10 : Number(digit)) * (10 - i), 0) % 11 === 0
  return false
}
