import { author } from 'virtual:content/author'
import type { press } from 'virtual:content/press'
import * as aboutWords from 'virtual:words/about'
import * as bookWords from 'virtual:words/books'
import * as words from 'virtual:words/press'
import { fill } from '#src/content/words.ts'
import { buttonClass } from '#src/ui/button-styles.ts'
import { Image } from '#src/ui/Image.tsx'
import { downloadLabel } from './download-label.ts'

type Download = NonNullable<typeof press>['downloads'][number]

const labelWords = { portrait: aboutWords.portrait, cover: bookWords.cover }

// A tile in a row takes three of its grid's rows (subgrid), so across the row the images stand on one line, the
// details start on the next and the Downloads line up, whatever the images' shapes and the titles' lengths. A tile
// alone (the portrait) has no grid to share: a subgrid there would have no rows to size its image by. A photo alone on
// its row would leave two empty columns of three: its image takes two, its details and Download the third, at its foot.
type TileParts = { tile: string; figure: string; image?: string; caption?: string; download?: string }
const tileLayouts: Record<'alone' | 'inRow' | 'wide', TileParts> = {
  alone: { tile: 'grid gap-y-3', figure: 'grid gap-y-3' },
  inRow: { tile: 'row-span-3 grid grid-rows-subgrid gap-y-3', figure: 'row-span-2 grid grid-rows-subgrid gap-y-3' },
  wide: {
    tile: 'grid gap-x-6 gap-y-3 sm:grid-cols-3 sm:grid-rows-[1fr_auto]',
    figure:
      'grid gap-x-6 gap-y-3 sm:col-span-full sm:row-span-2 sm:row-start-1 sm:grid-cols-subgrid sm:grid-rows-subgrid',
    image: 'sm:col-span-2 sm:row-span-2',
    caption: 'sm:self-end',
    download: 'sm:col-start-3 sm:row-start-2',
  },
}

/**
 * One file to download: the image at its own shape, its title (wrapping as long as it needs), format, size and
 * credit, then the Download.
 */
export function PressTile({
  download,
  sizes,
  layout = 'alone',
}: {
  download: Download
  sizes: string
  layout?: keyof typeof tileLayouts
}) {
  const label = downloadLabel(download, author.name, labelWords)
  const parts = tileLayouts[layout]
  return (
    <div className={parts.tile}>
      <figure className={parts.figure}>
        {/* A photo keeps its alt; the portrait and a cover are named by the caption just under them. */}
        <Image
          image={download.image}
          alt={download.what === 'photo' ? (download.alt ?? '') : ''}
          sizes={sizes}
          className={`self-end rounded-lg ${parts.image ?? ''}`}
        />
        <figcaption className={`text-sm ${parts.caption ?? ''}`}>
          <span className="block font-semibold text-ink">
            {download.what === 'cover' ? <cite>{download.title}</cite> : label}
          </span>
          <span className="block text-muted">{download.size}</span>
          {download.credit && (
            <span className="block text-muted">{fill(words.credit, { credit: download.credit })}</span>
          )}
        </figcaption>
      </figure>
      <a
        href={download.href}
        download={download.name}
        aria-label={fill(words.downloadOf, { what: label, size: download.size })}
        className={buttonClass('outline', `self-start justify-self-start ${parts.download ?? ''}`)}
      >
        {words.download}
      </a>
    </div>
  )
}

// Photos are mostly wider than tall and are shown larger; covers are a shelf of narrower tiles.
const layouts = {
  photo: {
    columns: 'sm:grid-cols-2 lg:grid-cols-3',
    sizes: '(min-width: 1024px) 23rem, (min-width: 640px) 45vw, 90vw',
  },
  cover: {
    columns: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
    sizes: '(min-width: 1024px) 17rem, (min-width: 640px) 30vw, 45vw',
  },
}

// Two of the page column's three columns from lg (72rem, two gaps), two thirds of the screen from sm.
const loneSizes = '(min-width: 1024px) 47rem, (min-width: 640px) 62vw, 90vw'

/** The photos, or the covers: a tile each, in rows whose images, details and Downloads each start level. */
export function PressDownloads({ downloads, kind }: { downloads: readonly Download[]; kind: keyof typeof layouts }) {
  const { columns, sizes } = layouts[kind]
  if (kind === 'photo' && downloads.length === 1)
    return (
      <ul>
        <li>
          <PressTile download={downloads[0]} sizes={loneSizes} layout="wide" />
        </li>
      </ul>
    )
  return (
    <ul className={`grid gap-x-6 gap-y-3 ${columns}`}>
      {downloads.map((download) => (
        // The tile's foot leaves the room between rows: the grid's own gap is the one between a tile's parts.
        <li key={download.href} className="row-span-3 grid grid-rows-subgrid pb-7">
          <PressTile download={download} sizes={sizes} layout="inRow" />
        </li>
      ))}
    </ul>
  )
}
