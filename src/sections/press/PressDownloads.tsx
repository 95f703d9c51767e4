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

/**
 * One file to download, in the same frame as every other: the image whole in a 4:5 box, a one-line title, its
 * format, size and credit, and the Download at the tile's foot, so a row's buttons line up whatever the images' shapes.
 */
export function PressTile({ download, sizes }: { download: Download; sizes: string }) {
  const label = downloadLabel(download, author.name, labelWords)
  return (
    <div className="flex h-full flex-col">
      <figure className="flex-1">
        {/* A photo keeps its alt; the portrait and a cover are named by the caption just under them. */}
        <Image
          image={download.image}
          alt={download.what === 'photo' ? (download.alt ?? '') : ''}
          aspect="whole"
          sizes={sizes}
          className="rounded-lg"
        />
        <figcaption className="mt-3 text-sm">
          {/* One line, so the details start level across a row; the Download's name says it whole. */}
          <span className="block truncate font-semibold text-ink" title={label}>
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
        className={buttonClass('outline', 'mt-3 self-start')}
      >
        {words.download}
      </a>
    </div>
  )
}

/** The photos and the covers, each a tile of the same frame, in rows whose Download buttons line up. */
export function PressDownloads({ downloads }: { downloads: readonly Download[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-4">
      {downloads.map((download) => (
        <li key={download.href}>
          <PressTile download={download} sizes="(min-width: 1024px) 14rem, (min-width: 640px) 30vw, 45vw" />
        </li>
      ))}
    </ul>
  )
}
