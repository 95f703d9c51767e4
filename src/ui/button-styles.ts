/** One look for every button and button-like link, so anchors and buttons never drift apart. */
export type ButtonVariant = 'primary' | 'outline' | 'ghost'
/** A label's padding, or a square for an icon alone: two classes for one side would leave the winner to the stylesheet's order. */
export type ButtonShape = 'label' | 'icon'

const base =
  'inline-flex items-center justify-center gap-2 rounded-full text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50'

const shapes: Record<ButtonShape, string> = {
  label: 'min-h-11 px-5 py-2.5',
  icon: 'size-11',
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-button text-on-button hover:bg-button/90',
  outline: 'border border-accent text-accent hover:bg-accent/10',
  ghost: 'text-ink hover:bg-ink/5',
}

export function buttonClass(variant: ButtonVariant = 'primary', extra = '', shape: ButtonShape = 'label'): string {
  return `${base} ${shapes[shape]} ${variants[variant]} ${extra}`.trim()
}
