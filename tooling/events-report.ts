/** What src/prerender.tsx's eventFiles returns: the calendar files, and the events upcoming and past on the build's day. */
export interface EventFiles {
  files: { fileName: string; source: string }[]
  upcoming: number
  past: number
}

/** The build's line on the events: how many it lists as past, so an author sees a schedule that needs new dates. */
export const eventsReport = ({ upcoming, past, files }: EventFiles) =>
  `events: ${upcoming} upcoming, ${past} past (listed as past on /events); ${files.length - 1} calendar files and the feed /events.ics`
