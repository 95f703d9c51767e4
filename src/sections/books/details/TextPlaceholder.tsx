// Lines where the description will be while its module downloads: the section is there, and grows into its text.
const lines = ['first', 'second', 'third', 'fourth', 'fifth']

export function TextPlaceholder() {
  return (
    <div aria-busy="true" className="space-y-3">
      {lines.map((line) => (
        <div key={line} className="min-h-5 animate-pulse rounded-full bg-line" />
      ))}
    </div>
  )
}
