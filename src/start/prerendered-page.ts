import { notFoundPath } from '#src/content/prerendered-page.ts'

const heldPath = () => document.querySelector<HTMLMetaElement>('meta[name="prerendered"]')?.content

/** Whether the document holds the 404 page, which a host serves at any address that has no file of its own. */
export const holdsNotFound = () => heldPath() === notFoundPath

/** Whether the document holds the page prerendered for the address it is open at, as its meta names it. */
export const atPrerenderedPath = () => heldPath() === location.pathname || holdsNotFound()
