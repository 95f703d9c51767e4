import { counts } from 'virtual:content/counts'
import { site } from 'virtual:content/site'
import * as words from 'virtual:words/pageTitles'
import type { Series } from './content.ts'
import { counted } from './counted.ts'
import { seriesPageTitle } from './page-meta.ts'
import type { PageMeta } from './prerendered-page.ts'

// Apart from page-meta.ts, which the app's first file holds: the plural rules load only where a count is shown.
export const seriesPageMeta = (series: Pick<Series, 'name' | 'books'>, authorName: string): PageMeta => ({
  title: seriesPageTitle(series, authorName),
  description: counted(
    words.seriesText,
    site.language,
    series.books.length,
    { series: series.name, name: authorName },
    counts,
  ),
})
