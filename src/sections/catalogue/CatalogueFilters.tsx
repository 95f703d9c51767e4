import * as words from 'virtual:words/catalogue'
import { useRef } from 'react'
import { useTypedBeforeHydration } from '#src/ui/use-typed-before-hydration.ts'
import { type CatalogueQuery, queryFields } from './filter-books.ts'

const fieldClass = 'min-h-11 w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink'

interface CatalogueFiltersProps {
  genres: readonly string[]
  formats: readonly string[]
  query: CatalogueQuery
  onChange: (query: CatalogueQuery) => void
}

interface ChoiceProps {
  label: string
  name: 'genre' | 'format'
  every: string
  choices: readonly string[]
  query: CatalogueQuery
  onChange: (query: CatalogueQuery) => void
}

/** One of the filter's lists: every choice, or one. */
function Choice({ label, name, every, choices, query, onChange }: ChoiceProps) {
  return (
    <label className="grid gap-1 text-sm font-semibold">
      {label}
      <select
        name={name}
        value={query[name]}
        onChange={(event) => onChange({ ...query, [name]: event.target.value })}
        className={fieldClass}
      >
        <option value="">{every}</option>
        {choices.map((choice) => (
          <option key={choice}>{choice}</option>
        ))}
      </select>
    </label>
  )
}

/**
 * Search by title, a genre and a format to choose (the format only when the books come in more than one): each
 * change filters the list at once, on the device. In the page's HTML from the start, so nothing moves when the app
 * arrives; what was typed or chosen before then is acted on once it runs.
 */
export function CatalogueFilters({ genres, formats, query, onChange }: CatalogueFiltersProps) {
  const form = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(form, queryFields, onChange)
  const choose = { query, onChange }
  return (
    <search className="mb-8">
      <form
        ref={form}
        onSubmit={(event) => event.preventDefault()}
        className={`grid gap-4 ${formats.length > 1 ? 'sm:grid-cols-[2fr_1fr_1fr]' : 'sm:grid-cols-[2fr_1fr]'}`}
      >
        <label className="grid gap-1 text-sm font-semibold">
          {words.search}
          <input
            type="search"
            name="search"
            value={query.search}
            onChange={(event) => onChange({ ...query, search: event.target.value })}
            className={fieldClass}
          />
        </label>
        <Choice label={words.genre} name="genre" every={words.allGenres} choices={genres} {...choose} />
        {formats.length > 1 && (
          <Choice label={words.format} name="format" every={words.allFormats} choices={formats} {...choose} />
        )}
      </form>
    </search>
  )
}
