import { fill, type Template } from '#src/content/words.ts'

/** Someone who speaks for the author (content/site.yaml's footer): a name or agency, an email, a web address or both. */
export interface FooterContact {
  name: string
  email?: string
  url?: string
}

const roles = ['agent', 'rights', 'publicity'] as const
export type ContactRole = (typeof roles)[number]

/** The contacts the author named, in the order a publisher or a journalist looks for them. */
export function footerContacts(footer: Partial<Record<ContactRole, FooterContact>>) {
  return roles.flatMap((role) => {
    const contact = footer[role]
    return contact ? [{ role, ...contact }] : []
  })
}

/**
 * Where a reader may write when the site's forms reach no one: whoever speaks for the author to the public,
 * else her agent; a rights agency deals with publishers, not readers.
 */
export const addressForReaders = (footer: Partial<Record<ContactRole, FooterContact>>) =>
  footer.publicity?.email ?? footer.agent?.email

/** A web address as a reader reads it aloud or copies it: no scheme, no "www.", no lone trailing slash. */
export function shownAddress(url: string): string {
  const { host, pathname, search } = new URL(url)
  return `${host.replace(/^www\./, '')}${pathname === '/' ? '' : pathname.replace(/\/$/, '')}${search}`
}

/** A contact's ways to reach them as links, each showing the address it opens. */
export function contactLinks({ email, url }: FooterContact): { href: string; text: string }[] {
  return [
    ...(email ? [{ href: `mailto:${email}`, text: email }] : []),
    ...(url ? [{ href: url, text: shownAddress(url) }] : []),
  ]
}

interface PrivacyWords {
  privacy: Template<'name'>
  privacyNewsletter: string
}

/**
 * The footer's privacy line: the author's own words when the content has them; else the site's, which
 * speak of the newsletter only on a site that has one.
 */
export function privacyLine(own: string | undefined, words: PrivacyWords, firstName: string, newsletter: boolean) {
  if (own) return own
  const line = fill(words.privacy, { name: firstName })
  return newsletter ? `${line} ${words.privacyNewsletter}` : line
}
