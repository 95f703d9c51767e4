/** ICU lists each region's time zones: Intl.Locale's getTimeZones, a `timeZones` getter before it (Node 20). */
type LocaleWithZones = Intl.Locale & { timeZones?: string[] }

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
let regionByZone: Map<string, string> | undefined

// ICU answers "which zones has this region", never "which region has this zone": the map is made once
// (about a second), from every region it can name.
function zonesToRegions(): Map<string, string> {
  const named = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' })
  const map = new Map<string, string>()
  for (const first of letters)
    for (const second of letters) {
      const region = first + second
      const locale: LocaleWithZones = new Intl.Locale(`und-${region}`)
      // A retired code (DD, UK) is its successor's (DE, GB) alias: the region itself answers.
      if (!named.of(region) || locale.region !== region) continue
      for (const zone of locale.getTimeZones?.() ?? locale.timeZones ?? []) if (!map.has(zone)) map.set(zone, region)
    }
  return map
}

/** The country whose clock an IANA zone keeps (Europe/Lisbon: PT), or undefined where ICU does not say. */
export function regionOfZone(timeZone: string): string | undefined {
  regionByZone ??= zonesToRegions()
  const canonical = new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone
  return regionByZone.get(canonical) ?? regionByZone.get(timeZone)
}
