import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import type { CheckedContent } from './schema.ts'

const drawings = join(import.meta.dirname, 'icons')

/** The icon drawings in the author's light palette: `{accent}` becomes its accent, `{title}` the app's short name. */
export function iconSvg(name: 'icon.svg' | 'favicon.svg', { site }: CheckedContent): string {
  const values: Record<string, string> = { ...site.palette.light, title: site.app.shortName }
  return readFileSync(join(drawings, name), 'utf8').replace(
    /\{([a-z-]+)\}/g,
    (token, key: string) => values[key] ?? token,
  )
}

const pngs = [
  ['icons/icon-192.png', 192],
  ['icons/icon-512.png', 512],
  ['icons/apple-touch-icon.png', 180],
] as const

/** Every icon file the site serves, by its path: the two drawings and the PNGs rendered from the larger one. */
export async function iconFiles(content: CheckedContent): Promise<[string, string | Buffer][]> {
  const icon = Buffer.from(iconSvg('icon.svg', content))
  const rendered = await Promise.all(
    pngs.map(async ([path, size]): Promise<[string, Buffer]> => {
      const png = sharp(icon, { density: 144 }).resize(size, size).png({ compressionLevel: 9, palette: true })
      return [path, await png.toBuffer()]
    }),
  )
  return [['icons/icon.svg', icon.toString()], ['icons/favicon.svg', iconSvg('favicon.svg', content)], ...rendered]
}
