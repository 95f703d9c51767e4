/** WCAG 2 contrast, computed from the palette's #rrggbb colours. */

const channel = (value: number) => {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

export function relativeLuminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16)
  return 0.2126 * channel(n >> 16) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** WCAG AA for body text. */
export const textContrastMin = 4.5

type Palette = Record<
  | 'paper'
  | 'surface'
  | 'ink'
  | 'muted'
  | 'accent'
  | 'on-accent'
  | 'gold'
  | 'on-gold'
  | 'danger'
  | 'on-danger'
  | 'success',
  string
> &
  Partial<Record<'button' | 'on-button', string>>

/** Every text colour on every background the site sets it on (site.yaml's comment names the same pairs). */
export const textPairs: [keyof Palette, keyof Palette][] = [
  ...(['ink', 'muted', 'accent', 'danger', 'success'] as const).flatMap((text) =>
    (['paper', 'surface'] as const).map((ground): [keyof Palette, keyof Palette] => [text, ground]),
  ),
  ['on-accent', 'accent'],
  ['on-gold', 'gold'],
  ['on-danger', 'danger'],
]

/** The pairs of one theme below AA, with their ratio, for a message that says which and by how much. */
export function contrastShortfalls(palette: Palette): { text: string; ground: string; ratio: number }[] {
  // A button's own colours are judged where the author gives them.
  const pairs: [keyof Palette, keyof Palette][] = [...textPairs, ['on-button', 'button']]
  return pairs
    .flatMap(([text, ground]) => {
      const [a, b] = [palette[text], palette[ground]]
      return a && b ? [{ text, ground, ratio: contrastRatio(a, b) }] : []
    })
    .filter(({ ratio }) => ratio < textContrastMin)
}
