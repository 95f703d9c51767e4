import * as words from 'virtual:words/details'
import { Badge } from '#src/ui/Badge.tsx'
import { DetailsSection, type TitleLevel } from './DetailsSection.tsx'

export function KeyThemes({ themes, level }: { themes: readonly string[]; level: TitleLevel }) {
  if (themes.length === 0) return null
  return (
    <DetailsSection title={words.themes} level={level}>
      <ul className="flex flex-wrap gap-2">
        {themes.map((theme) => (
          <li key={theme}>
            <Badge variant="outline">{theme}</Badge>
          </li>
        ))}
      </ul>
    </DetailsSection>
  )
}
