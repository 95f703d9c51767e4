import { Badge } from '#src/ui/Badge.tsx'
import { DetailsSection } from './DetailsSection.tsx'

export function KeyThemes({ themes }: { themes: readonly string[] }) {
  if (themes.length === 0) return null
  return (
    <DetailsSection title="Key Themes">
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
