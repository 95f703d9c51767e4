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

/** The portrait, the photos and the covers, each shown small with its format and pixel size, and its original to download. */
export function PressDownloads({ downloads }: { downloads: readonly Download[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-4">
      {downloads.map((download) => {
        const label = downloadLabel(download, author.name, labelWords)
        return (
          <li key={download.href}>
            {/* The caption says what it shows: the thumbnail adds nothing for a screen reader. */}
            <figure>
              <Image
                image={download.image}
                alt=""
                sizes="(min-width: 1024px) 14rem, (min-width: 640px) 30vw, 45vw"
                className="rounded-lg shadow-sm"
              />
              <figcaption className="mt-3 text-sm">
                <span className="block font-semibold text-ink">{label}</span>
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
              className={buttonClass('outline', 'mt-3')}
            >
              {words.download}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
