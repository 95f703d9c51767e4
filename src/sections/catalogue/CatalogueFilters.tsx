import { useRef } from 'react'
import { useTypedBeforeHydration } from '#src/ui/use-typed-before-hydration.ts'
import { type CatalogueQuery, queryFields } from './filter-books.ts'

const fieldClass = 'min-h-11 w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink'

interface CatalogueFiltersProps {
  genres: readonly string[]
  query: CatalogueQuery
  onChange: (query: CatalogueQuery) => void
}

/**
 * Search by title and a genre to choose: each change filters the list at once, on the device. In the
 * page's HTML from the start, so nothing moves when the app arrives; what was typed or chosen before
 * then is acted on once it runs.
 */
export function CatalogueFilters({ genres, query, onChange }: CatalogueFiltersProps) {
  const form = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(form, queryFields, onChange)
  return (
    <search className="mb-8">
      <form ref={form} onSubmit={(event) => event.preventDefault()} className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <label className="grid gap-1 text-sm font-semibold">
          Search by title
          <input
            type="search"
            name="search"
            value={query.search}
            onChange={(event) => onChange({ ...query, search: event.target.value })}
            className={fieldClass}
          />
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          Genre
          <select
            name="genre"
            value={query.genre}
            onChange={(event) => onChange({ ...query, genre: event.target.value })}
            className={fieldClass}
          >
            <option value="">All genres</option>
            {genres.map((genre) => (
              <option key={genre}>{genre}</option>
            ))}
          </select>
        </label>
      </form>
    </search>
  )
}
