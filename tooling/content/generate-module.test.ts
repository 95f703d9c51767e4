import { describe, expect, it } from 'vitest'
import { imageImport } from '../images/image-import.ts'
import { generateModule } from './generate-module.ts'

describe('generateModule', () => {
  it('imports each image once per file and role, and names it where the content has it', () => {
    const cover = { imageFile: '/content/covers/a.jpg' }
    const source = generateModule(
      {
        books: [
          { title: 'A', cover },
          { title: 'B', cover },
        ],
        author: { portrait: cover },
      },
      (path, role) => imageImport(path, role, 'books'),
    )
    const asCover = imageImport(cover.imageFile, 'cover', 'books')
    const asPortrait = imageImport(cover.imageFile, 'portrait', 'books')
    expect(source.split('\n').filter((line) => line.startsWith('import '))).toEqual([
      asCover.imports,
      asPortrait.imports,
    ])
    expect(source).toContain(
      `export const books = [{"title":"A","cover":${asCover.expression}},{"title":"B","cover":${asCover.expression}}]\nexport const author = {"portrait":${asPortrait.expression}}\n`,
    )
  })

  it('writes each export as a constant of its own, an absent value as undefined, so the bundler knows each flag', () => {
    const source = generateModule({ pressOn: false, press: undefined }, (path, role) => imageImport(path, role, 'x'))
    expect(source.trim()).toBe('export const pressOn = false\nexport const press = undefined')
  })
})
