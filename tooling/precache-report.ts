import { budgets } from './budgets.ts'
import { type Sized, total } from './bundle-size.ts'

// The last kind takes whatever the others do not: the manifest, robots.txt.
const kinds: [string, RegExp][] = [
  ['pages', /\.html$/],
  ['scripts', /\.m?js$/],
  ['styles', /\.css$/],
  ['fonts', /\.woff2$/],
  ['images', /\.(avif|webp|png|jpe?g|svg)$/],
  ['other', /./],
]

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

interface Share {
  precached: number
  total: number
}

// What the first screens show is precached, whatever the number of books; the rest is kept as it is used.
const shareLine = (what: string, { precached, total }: Share, rest: string) =>
  `  ${what}: ${precached} of ${total}, those the home and the catalogue's first screen show` +
  (total > precached ? `; the other ${total - precached} ${rest}` : '')

/**
 * The build's lines on what the precache holds: its files by kind, their size raw and gzip against
 * the budget, and how many of the content's images and books' own modules it keeps (the others are kept as readers use them).
 */
export function precacheReport(
  files: readonly Sized[],
  { images, bookModules }: { images: Share; bookModules: Share },
  budget = budgets.precacheGzip,
): string {
  const all = total(files)
  const againstBudget = all.gzip <= budget ? `within its ${kib(budget)} budget` : `OVER its ${kib(budget)} budget`
  const kindLines = kinds.flatMap(([kind, pattern]) => {
    const list = files.filter((file) => kinds.find(([, p]) => p.test(file.file))?.[1] === pattern)
    return list.length > 0 ? [`  ${kind}: ${list.length}, ${kib(total(list).gzip)} gzip`] : []
  })
  return [
    `precache: ${files.length} files, ${kib(all.raw)}, ${kib(all.gzip)} gzip, ${againstBudget}`,
    ...kindLines,
    shareLine('content images', images, 'are cached as readers see them'),
    shareLine("books' own modules (entry, long text, sample)", bookModules, 'are cached as readers open them'),
  ].join('\n')
}
