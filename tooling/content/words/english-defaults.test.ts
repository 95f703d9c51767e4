import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { loadContent } from '../load-content.ts'
import { formatProblem } from '../problems.ts'
import { validFiles, writeContent } from '../test-content.ts'
import { contentPlugin } from '../vite-plugin.ts'
import { englishDefaultsKept } from './english-defaults.ts'

const newsletter = (words: string) =>
  `newsletter:\n  heading: Letters\n  intro: Now and then.\n  consent: Yes.\n  words:\n${words}`

/** A site in `language` with these site.yaml newsletter words, words.yaml and a privacy line if given. */
function site(language: string, words: string, wordsYaml?: string, privacy?: string) {
  const files = validFiles()
  const link = '  link: https://studio.example\n'
  const siteYaml = files['site.yaml']
    .replace('language: en\n', `language: ${language}\n`)
    .replace(link, privacy ? `${link}  privacy: ${JSON.stringify(privacy)}\n` : link)
  // A price as every language reads it: "$9.99" is English's way.
  const books = Object.fromEntries(
    Object.entries(files)
      .filter(([name]) => name.startsWith('books/'))
      .map(([name, text]) => [name, text.replace('price: $9.99', 'price: 9.99 USD')]),
  )
  return writeContent({
    ...files,
    ...books,
    'site.yaml': `${siteYaml}${newsletter(words)}`,
    'words.yaml': wordsYaml,
  })
}

/** The line of `file` that starts with `text`, counted from 1 as an editor does. */
const lineOf = (dir: string, file: string, text: string) =>
  readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .findIndex((line) => line.startsWith(text)) + 1

/** The warnings as the build prints them, the temp folder shown as "content". */
function warningsFor(dir: string): string[] {
  return englishDefaultsKept(dir, loadContent(dir)).map((warning) =>
    formatProblem(warning).replaceAll(relative(process.cwd(), dir), 'content'),
  )
}

describe('englishDefaultsKept', () => {
  it('warns of an English default copied onto a pt-PT site, at its line', () => {
    const dir = site('pt-PT', '    email: Email\n    subscribe: Subscribe\n    sending: A enviar…\n')
    expect(warningsFor(dir)).toEqual([
      `content/site.yaml: line ${lineOf(dir, 'site.yaml', '    subscribe: Subscribe')}: newsletter.words.subscribe: "Subscribe" is the English default; on a pt-PT site leave it out to get "Subscrever", or write your own in Portuguese`,
    ])
  })

  it('warns of none on a pt-PT site with its own Portuguese words', () => {
    expect(warningsFor(site('pt-PT', '    subscribe: Quero receber\n    sent: Enviado!\n'))).toEqual([])
  })

  it('warns of none on an English site', () => {
    expect(warningsFor(site('en', '    subscribe: Subscribe\n', 'newsletter:\n  sending: Sending…\n'))).toEqual([])
    expect(warningsFor(site('en-GB', '    subscribe: Subscribe\n'))).toEqual([])
  })

  it("warns of words.yaml's English defaults too, each at its line, and of the footer's privacy line", () => {
    const privacy =
      'This site sets no tracking cookies: your theme, text size and place in a sample stay on this device. A message sent through the contact form keeps your name, email address and words so that Ada can answer you. The newsletter keeps your email address and the consent you gave until you unsubscribe.'
    const dir = site(
      'pt-PT',
      '    subscribe: Subscrever já\n',
      'books:\n  heading: Livros\nnewsletter:\n  sent: "Check your inbox"\n  subscribe: Subscribe\n',
      privacy,
    )
    expect(warningsFor(dir)).toEqual([
      `content/site.yaml: line ${lineOf(dir, 'site.yaml', '  privacy:')}: footer.privacy: "This site sets no tracking cookies: your theme, text size…" is the English default; on a pt-PT site leave it out to get "Este site não usa cookies de rastreio: o tema, o tamanho do…", or write your own in Portuguese`,
      `content/words.yaml: line ${lineOf(dir, 'words.yaml', '  subscribe:')}: newsletter.subscribe: "Subscribe" is the English default; on a pt-PT site leave it out to get "Subscrever", or write your own in Portuguese`,
    ])
  })

  it('takes a word Portuguese writes as English does as the author’s own', () => {
    expect(warningsFor(site('pt-PT', '    email: Email\n'))).toEqual([])
  })
})

it("tells the build's logger once, though the prerender runs the plugin again", async () => {
  const dir = site('pt-PT', '    subscribe: Subscribe\n')
  const plugin = contentPlugin(dir, loadContent(dir), [], 'https://author.example')
  const warn = vi.fn()
  const logger = { warn, info: () => {}, error: () => {} }
  ;(plugin.configResolved as (config: unknown) => void)({ logger })
  const buildStart = plugin.buildStart as () => Promise<void>
  await buildStart()
  await buildStart()
  expect(warn.mock.calls.map(([line]) => String(line).replaceAll(relative(process.cwd(), dir), 'content'))).toEqual([
    `content/site.yaml: line ${lineOf(dir, 'site.yaml', '    subscribe:')}: newsletter.words.subscribe: "Subscribe" is the English default; on a pt-PT site leave it out to get "Subscrever", or write your own in Portuguese`,
  ])
})
