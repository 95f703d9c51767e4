import { counts } from 'virtual:content/counts'
import { site } from 'virtual:content/site'
import * as words from 'virtual:words/catalogue'
import { ArrowDownUp, ChevronDown } from 'lucide-react'
import { useRef } from 'react'
import type { CatalogueSort } from '#src/content/catalogue-sort.ts'
import { counted } from '#src/content/counted.ts'
import { useTypedBeforeHydration } from '#src/ui/use-typed-before-hydration.ts'
import type { catalogueControls } from './catalogue-controls.ts'
import { type CatalogueQuery, filtersOn, queryFields } from './filter-books.ts'

// Its side padding apart: the order's is narrower on a phone, where it shares a row with the filters' bar.
const fieldClass = 'min-h-11 w-full rounded-lg border border-line bg-surface py-2 font-normal text-ink'
const formFields = [...queryFields, 'sort'] as const
// From 640 px: the search's column, wider, and one for each list offered (none, the genre or the format, or both).
const listColumns = ['', 'sm:grid-cols-[2fr_1fr]', 'sm:grid-cols-[2fr_1fr_1fr]']

interface CatalogueFiltersProps {
  /** Which of them have something to do for these books. */
  controls: ReturnType<typeof catalogueControls>
  genres: readonly string[]
  formats: readonly string[]
  query: CatalogueQuery
  onChange: (query: CatalogueQuery) => void
  /** The orders offered, the catalogue's own first (its value empty), each with its words. */
  sorts: readonly { value: CatalogueSort | ''; label: string }[]
  sort: CatalogueSort | undefined
  onSort: (sort: CatalogueSort | undefined) => void
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
        className={`${fieldClass} px-3`}
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
 * Search by title, a genre and a format to choose (each only when it has something to narrow), and an order: each
 * change acts at once, on the device. On a phone the filters fold into one bar beside the order, a native disclosure
 * that opens by tap or keyboard before the app runs and says how many filters are on; from 640 px they are all in view. In the page's HTML from the start, so nothing moves when the app arrives; what was typed or
 * chosen before then is acted on once it runs.
 */
export function CatalogueFilters({
  controls,
  genres,
  formats,
  query,
  onChange,
  sorts,
  sort,
  onSort,
}: CatalogueFiltersProps) {
  const form = useRef<HTMLFormElement>(null)
  useTypedBeforeHydration(form, formFields, ({ sort: chosen, ...typed }) => {
    onChange(typed)
    // Left as prerendered, the order is the address's, not the first one offered.
    if (chosen) onSort(chosen as CatalogueSort)
  })
  const choose = { query, onChange }
  const on = filtersOn(query)
  return (
    <search className="mb-6 sm:mb-8">
      <form
        ref={form}
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-[1fr_9rem] items-start gap-3 sm:grid-cols-[1fr_auto] sm:items-end sm:gap-4"
      >
        {/* Beside the order on a phone (the order as wide as its longest name), its fields below both; wider, open whatever its state. */}
        {controls.filters && (
          <details className="group col-span-2 col-start-1 row-start-1 sm:col-span-1 sm:details-content:[content-visibility:visible]">
            <summary className="inline-flex min-h-11 max-w-[calc(100%-9.75rem)] cursor-pointer list-none items-center gap-1.5 rounded-lg border border-line bg-surface px-3 py-1 text-sm font-semibold sm:hidden [&::-webkit-details-marker]:hidden">
              {/* Its words wrap rather than lose the count, in a language that says it at length. */}
              <span className="leading-tight">
                {on === 0 ? words.filters : counted(words.filtersOn, site.language, on, {}, counts)}
              </span>
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <div
              className={`mt-3 grid gap-3 sm:mt-0 sm:gap-4 ${listColumns[Number(controls.genre) + Number(controls.format)]}`}
            >
              <label className="grid gap-1 text-sm font-semibold">
                {words.search}
                <input
                  type="search"
                  name="search"
                  value={query.search}
                  onChange={(event) => onChange({ ...query, search: event.target.value })}
                  className={`${fieldClass} px-3`}
                />
              </label>
              {controls.genre && (
                <Choice label={words.genre} name="genre" every={words.allGenres} choices={genres} {...choose} />
              )}
              {controls.format && (
                <Choice label={words.format} name="format" every={words.allFormats} choices={formats} {...choose} />
              )}
            </div>
          </details>
        )}
        <label className="col-start-2 row-start-1 flex min-w-0 items-center gap-1.5 text-sm font-semibold sm:grid sm:gap-1">
          {/* On a phone its half row needs every pixel for the order's name: the word is said, an icon shows it. */}
          <ArrowDownUp aria-hidden="true" className="size-4 shrink-0 text-muted sm:hidden" />
          <span className="sr-only sm:not-sr-only">{words.sort}</span>
          <select
            name="sort"
            value={sort ?? ''}
            onChange={(event) => onSort((event.target.value || undefined) as CatalogueSort | undefined)}
            className={`${fieldClass} min-w-0 px-2 sm:px-3`}
          >
            {sorts.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </form>
    </search>
  )
}
