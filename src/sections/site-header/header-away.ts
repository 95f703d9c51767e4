/** Where the phone's header stands as the page scrolls: out of the way or in reach, and where the scroll last turned. */
export interface HeaderPlace {
  away: boolean
  /** The furthest point the page reached in the direction it is going: the header follows once it turns by more than the slack. */
  turn: number
}

/** How far, in CSS px, the page must scroll back before the header follows: a finger's tremor or a bounce moves nothing. */
const slack = 12

/**
 * Whether the page is scrolled to its end, within the slack: where the footer's room (src/sections/footer/Footer.tsx)
 * lies under the floating buttons, which come back there (app.css) while the header stays away.
 */
export const atPageEnd = (top: number, pageHeight: number, screenHeight: number) =>
  top >= pageHeight - screenHeight - slack

/**
 * The header leaves as the reader scrolls down into the page and comes back as soon as they scroll up,
 * as a reading app's bar does; it is always there while its own place at the top is on screen.
 */
export function nextHeaderPlace({ away, turn }: HeaderPlace, top: number, headerHeight: number): HeaderPlace {
  if (top <= headerHeight) return { away: false, turn: top }
  const further = away ? top > turn : top < turn
  if (further) return { away, turn: top }
  return Math.abs(top - turn) > slack ? { away: !away, turn: top } : { away, turn }
}
