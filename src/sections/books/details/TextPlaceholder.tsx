// Lines where the description will be, and a review's box, while the text downloads: about as tall as what
// follows, so a dialog that reaches its full height with the text is already there, and nothing in it moves.
const lines = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh']

export function TextPlaceholder() {
  return (
    <div aria-busy="true" className="space-y-3">
      {lines.map((line) => (
        <div key={line} className="min-h-5 animate-pulse rounded-full bg-line" />
      ))}
      <div className="min-h-40 animate-pulse rounded-xl bg-line" />
    </div>
  )
}
