export function StatCard({ value, label }: { value: string; label: string }) {
  return (
    // dt must come first in the markup; flex-col-reverse shows the figure above its label.
    <div className="flex flex-col-reverse rounded-xl border border-line bg-surface px-2 py-5 text-center">
      <dt className="mt-1 text-sm text-muted">{label}</dt>
      <dd className="font-serif text-3xl font-semibold text-accent">{value}</dd>
    </div>
  )
}
