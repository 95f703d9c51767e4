/** One look for every button and button-like link, so anchors and buttons never drift apart. */
export type ButtonVariant = 'primary' | 'outline' | 'ghost'

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-on-accent hover:bg-accent/90',
  outline: 'border border-accent text-accent hover:bg-accent/10',
  ghost: 'text-ink hover:bg-ink/5',
}

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim()
}
