import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { loadContent } from './load-content.ts'

const square = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600"><rect width="400" height="600"/></svg>'
// Every text colour readable on its grounds (the build checks WCAG AA): grounds one colour, text the other.
const grounds = new Set(['paper', 'surface', 'line', 'on-accent', 'on-gold', 'on-danger'])
const colours = (ground: string, text: string) =>
  [
    'paper',
    'surface',
    'ink',
    'muted',
    'line',
    'accent',
    'on-accent',
    'gold',
    'on-gold',
    'danger',
    'on-danger',
    'success',
  ]
    .map((name) => `    ${name}: "${grounds.has(name) ? ground : text}"`)
    .join('\n')

export const book = (title: string, extra = '') =>
  `---\ntitle: ${title}\ncover: covers/one.svg\ngenre: Mystery\nyear: 2020\nprice: $9.99\nbuy:\n  - retailer: Shop\n    url: https://shop.example/book\nsummary: A short summary.\n${extra}---\nThe long description.\n`

/** The smallest content that passes every check; each broken case changes one file of it. */
export function validFiles(): Record<string, string> {
  return {
    'site.yaml': `url: https://author.example\nlanguage: en\ntitle: A — Writer\ndescription: Words.\nsocialDescription: Words.\nrole: Writer\ncurrency: USD\napp:\n  name: A\n  shortName: A\n  description: A.\n  offlineReady: Saved.\nbooksIntro: Books.\ncontactIntro: Write.\nchat:\n  assistant: Bot\n  greeting: Hi.\n  buying: Buy.\n  fallback: Write.\nfooter:\n  credit: Studio\n  link: https://studio.example\npalette:\n  light:\n${colours('#ffffff', '#123456')}\n  dark:\n${colours('#000000', '#ededed')}\n`,
    'author.md':
      '---\nname: Ada Quill\nfirstName: Ada\ntagline: T.\nquote: Q.\nportrait: images/portrait.svg\nstats: []\n---\nThe bio.\n',
    'books/one.md': book('One', 'reviews:\n  - quote: Good.\n    rating: 4\n    source: Paper\n'),
    'books/two.md': book('Two'),
    'covers/one.svg': square,
    'images/portrait.svg': square,
    'readings.yaml':
      'readings:\n  - id: oslo\n    kind: Reading\n    venue: V\n    address: A\n    city: Oslo\n    timeZone: Europe/Oslo\n    startsAt: 2027-01-10T19:00:00+01:00\n    durationMinutes: 60\n    description: D.\n',
  }
}

/** Writes the files into `dir`, by default a fresh folder named `content` under the system's temp dir; returns that folder. */
export function writeContent(
  files: Record<string, string | undefined>,
  dir = join(mkdtempSync(join(tmpdir(), 'content-test-')), 'content'),
): string {
  for (const [name, text] of Object.entries(files)) {
    if (text === undefined) continue
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return dir
}

export type Files = Record<string, string | undefined>

/** The problems loadContent reports, with the temp folder's path shown as "content". */
export function problemsOf(files: Files): string[] {
  const dir = writeContent(files)
  try {
    loadContent(dir)
    return []
  } catch (error) {
    return (error as Error).message.replaceAll(relative(process.cwd(), dir), 'content').split('\n')
  }
}
