import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { Template } from '#src/content/words.ts'
import { loadContent } from './load-content.ts'
import { fileModuleValue, moduleValue } from './module-parts.ts'
import { pressDownloads, pressKit } from './press-kit.ts'
import { book, problemsOf, validFiles, writeContent } from './test-content.ts'
import { loadWords } from './words/load-words.ts'

const press = (fields: string, body = 'The long bio, *in Markdown*.\n') => `---\n${fields}---\n${body}`
const short = 'shortBio: Ada Quill writes mysteries.\n'
const size = {
  size: '{format}, {width} × {height} pixels' as Template<'format' | 'width' | 'height'>,
  photo: 'Photo {number}' as Template<'number'>,
}
/** The valid content with a second review on book one, and these files added. */
const withFiles = (files: Record<string, string>): Record<string, string> => ({
  ...validFiles(),
  'books/one.md': book(
    'One',
    'reviews:\n  - quote: Good.\n    rating: 4\n    source: Paper\n  - quote: Better.\n    rating: 5\n    source: Radio\n',
  ),
  'books/two.md': book('Two', 'reviews:\n  - quote: Grand.\n    rating: 5\n    source: Paper\n'),
  ...files,
})

describe('press.md', () => {
  it('is optional: without it the site has no press kit, and the first paint says so', async () => {
    const dir = writeContent(validFiles())
    const content = loadContent(dir)
    expect(content.press).toBeUndefined()
    const words = () => loadWords(dir, content.site)
    expect(moduleValue('\0virtual:content/site', content, words)).toMatchObject({ pressOn: false })
    expect(await fileModuleValue('\0virtual:content/press', content, words)).toEqual({ press: undefined })
    expect(await pressDownloads(content)).toEqual([])
  })

  it.each<[string, string, string[]]>([
    ['no short biography', press('portraitCredit: Me\n'), ['content/press.md: shortBio: missing']],
    [
      'a short biography of two paragraphs',
      press('shortBio: |\n  One.\n\n  Two.\n'),
      ['content/press.md: line 2: shortBio: one paragraph only; put the long biography below the "---" lines'],
    ],
    [
      'a photo without its alt text and credit',
      press(`${short}photos:\n  - image: images/portrait.svg\n`),
      ['content/press.md: line 4: photos[1].alt: missing', 'content/press.md: line 4: photos[1].credit: missing'],
    ],
    [
      'a photo that is no file',
      press(`${short}photos:\n  - image: images/gone.jpg\n    alt: A.\n    credit: B.\n`),
      ['content/press.md: line 4: photos[1].image: content/images/gone.jpg does not exist'],
    ],
    [
      'a quote of a book that does not exist',
      press(`${short}quotes:\n  - book: three\n    source: Paper\n`),
      ['content/press.md: line 4: quotes[1].book: "three" is no book; use a book\'s file name, like one'],
    ],
    [
      'a quote from a source the book has no review from',
      press(`${short}quotes:\n  - book: one\n    source: Paper\n  - book: one\n    source: Telly\n`),
      [
        'content/press.md: line 7: quotes[2].source: one has no review from "Telly"; its reviews are from "Paper", "Radio"',
      ],
    ],
    [
      'a misspelt field',
      press(`${short}portraitCredits: Me\n`),
      ['content/press.md: line 3: portraitCredits: unknown field; did you mean "portraitCredit"?'],
    ],
    ['fields that do not parse', press('shortBio: [\n'), [expect.stringMatching(/^content\/press\.md: line \d+: /)]],
  ])('stops the build at the file and field: %s', (_, file, expected) => {
    expect(problemsOf(withFiles({ 'press.md': file }))).toEqual(expected)
  })

  it('collects the biographies, every download with its format and pixel size, the chosen quotes and their books', async () => {
    const files = withFiles({
      'press.md': press(
        `shortBio: Ada Quill wrote One and Two.\nportraitCredit: Photo by Sam\nphotos:\n  - image: images/desk.jpg\n    alt: Ada at her desk\n    credit: Photo by Lee\n  - image: images/desk.jpg\n    title: The desk again\n    alt: Her desk\n    credit: Photo by Lee\nquotes:\n  - book: two\n    source: Paper\n  - book: one\n    source: Radio\n`,
        'Her book One, and *Two*.\n',
      ),
    })
    const dir = writeContent(files)
    // A raster photo, wider than tall, as a camera gives it.
    await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#336699' } })
      .jpeg()
      .toFile(join(dir, 'images/desk.jpg'))
    const content = loadContent(dir)
    const kit = (await pressKit(content, size)).press
    expect(kit?.shortBio).toBe('Ada Quill wrote One and Two.')
    // The books' titles, found for the page to set in italics; one the author put in italics stays hers.
    expect(kit?.shortBioParts).toEqual([
      { text: 'Ada Quill wrote ', title: false },
      { text: 'One', title: true },
      { text: ' and ', title: false },
      { text: 'Two', title: true },
      { text: '.', title: false },
    ])
    expect(kit?.longBio.html).toBe('<p>Her book <cite>One</cite>, and <em>Two</em>.</p>')
    expect(
      kit?.downloads.map(({ what, credit, alt, title, name, size, width, height }) => ({
        what,
        credit,
        alt,
        title,
        name,
        size,
        width,
        height,
      })),
    ).toEqual([
      // The portrait drawn as SVG is printed as a photo is printed: a JPEG 2,400 pixels on its long side.
      {
        what: 'portrait',
        credit: 'Photo by Sam',
        alt: undefined,
        title: undefined,
        name: 'ada-quill-portrait.jpg',
        size: 'JPEG, 1,600 × 2,400 pixels',
        width: 1600,
        height: 2400,
      },
      // Without a short name of its own, a photo's caption is its place in the list.
      {
        what: 'photo',
        credit: 'Photo by Lee',
        alt: 'Ada at her desk',
        title: 'Photo 1',
        name: 'ada-quill-photo-1.jpg',
        size: 'JPEG, 1,600 × 1,067 pixels',
        width: 1600,
        height: 1067,
      },
      {
        what: 'photo',
        credit: 'Photo by Lee',
        alt: 'Her desk',
        title: 'The desk again',
        name: 'ada-quill-photo-2.jpg',
        size: 'JPEG, 1,600 × 1,067 pixels',
        width: 1600,
        height: 1067,
      },
      // A cover drawn as SVG is printed as a JPEG 2,400 pixels on its long side, in its own 2:3.
      ...['one', 'two'].map((slug) => ({
        what: 'cover',
        credit: undefined,
        alt: undefined,
        title: slug === 'one' ? 'One' : 'Two',
        name: `ada-quill-${slug}-cover.jpg`,
        size: 'JPEG, 1,600 × 2,400 pixels',
        width: 1600,
        height: 2400,
      })),
    ])
    // Each address is the file's, named by its bytes: a new photo is a new address, never a stale copy.
    for (const download of kit?.downloads ?? [])
      expect(download.href).toMatch(/^\/assets\/press\/[a-z0-9-]+-[0-9a-f]{8}\.jpg$/)
    // A raster file written is the author's, byte for byte: no re-encoding; an SVG's is the JPEG it says.
    const written = await pressDownloads(content)
    expect(written[1].bytes.equals(readFileSync(join(dir, 'images/desk.jpg')))).toBe(true)
    for (const printed of [written[0], written[3]])
      expect(await sharp(printed.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 2400 })
    expect(kit?.quotes).toEqual([
      { quote: 'Grand.', source: 'Paper', title: 'Two' },
      { quote: 'Better.', source: 'Radio', title: 'One' },
    ])
  })

  it('without a quote list quotes every review, in the books’ order; without a long biography, author.md’s', async () => {
    const dir = writeContent(withFiles({ 'press.md': press(short, '') }))
    const content = loadContent(dir)
    const kit = (await pressKit(content, size)).press
    expect(kit?.quotes.map((quote) => `${quote.title}: ${quote.source}`)).toEqual([
      'One: Paper',
      'One: Radio',
      'Two: Paper',
    ])
    expect(kit?.longBio.html).toBe('<p>The bio.</p>')
    expect(moduleValue('\0virtual:content/site', content, () => loadWords(dir, content.site))).toMatchObject({
      pressOn: true,
    })
  })

  it('writes each size in the site’s language; a drawing wider than tall is printed 2,400 wide', async () => {
    const files = withFiles({ 'press.md': press(short) })
    files['site.yaml'] = files['site.yaml'].replace('language: en', 'language: de')
    for (const name of ['books/one.md', 'books/two.md']) files[name] = files[name].replace('$9.99', '9.99 USD')
    const dir = writeContent(files)
    writeFileSync(
      join(dir, 'images/portrait.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"/>',
    )
    const kit = (await pressKit(loadContent(dir), size)).press
    expect(kit?.downloads[0].size).toBe('JPEG, 2.400 × 1.600 pixels')
  })

  it('offers a portrait the author gave as a photo as given, whatever its size', async () => {
    const files = withFiles({ 'press.md': press(short) })
    files['author.md'] = files['author.md'].replace('images/portrait.svg', 'images/portrait.png')
    const dir = writeContent(files)
    await sharp({ create: { width: 600, height: 800, channels: 3, background: '#45524c' } })
      .png()
      .toFile(join(dir, 'images/portrait.png'))
    const content = loadContent(dir)
    const [portrait] = await pressDownloads(content)
    expect(portrait.bytes.equals(readFileSync(join(dir, 'images/portrait.png')))).toBe(true)
    expect((await pressKit(content, size)).press?.downloads[0]).toMatchObject({
      name: 'ada-quill-portrait.png',
      size: 'PNG, 600 × 800 pixels',
    })
  })
})
