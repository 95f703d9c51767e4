import * as v from 'valibot'

/** Where an image field's file is looked up; given by the loader, so the schema itself never touches the disk. */
export interface ImageFiles {
  exists(relativePath: string): boolean
  /** The path as the author sees it in messages, e.g. "content/covers/x.jpg". */
  shown(relativePath: string): string
  absolute(relativePath: string): string
}

/** Stands for an image file until the generated module turns it into what the page shows. */
export interface ImageFile {
  imageFile: string
}

const extensions = /\.(jpe?g|png|webp|svg)$/i

export const imageField = (files: ImageFiles) =>
  v.pipe(
    v.string('expected the path of an image file in the content folder, like "covers/my-book.jpg"'),
    v.check(
      (path) => extensions.test(path),
      (issue) => `expected a .jpg, .jpeg, .png, .webp or .svg file, got "${issue.input}"`,
    ),
    v.check(files.exists, (issue) => `${files.shown(issue.input)} does not exist`),
    v.transform((path): ImageFile => ({ imageFile: files.absolute(path) })),
  )
