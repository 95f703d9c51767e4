/** A book's release as the build wrote it: its day, that day in the site's words, and whether it was still to come then. */
export interface Release {
  /** The day it comes out, as the content writes it: "2027-03-15". */
  day: string
  /** That day as the site's language writes it: "March 15, 2027". */
  text: string
  /** Not yet out on the day of the build. */
  forthcoming: boolean
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/**
 * The day an instant falls on by this device's own calendar, "2027-03-15". A book comes out at the reader's
 * midnight, as the stores release one: a reader in Auckland has it some hours before one in Lisbon.
 */
export const localDay = (instant: Date) =>
  `${instant.getFullYear()}-${twoDigits(instant.getMonth() + 1)}-${twoDigits(instant.getDate())}`

/** Whether a book is out on a day: one without a release day is; one with, from that day on. */
export const isOut = (release: Pick<Release, 'day'> | undefined, day: string) =>
  release === undefined || release.day <= day

/** Books with release days, soonest first. */
export const byReleaseDay = (a: { release?: Pick<Release, 'day'> }, b: { release?: Pick<Release, 'day'> }) =>
  (a.release?.day ?? '').localeCompare(b.release?.day ?? '')
