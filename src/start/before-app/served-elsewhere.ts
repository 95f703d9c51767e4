import { atPrerenderedPath } from '#src/start/prerendered-page.ts'

/**
 * Each HTML file holds the page prerendered at the path its meta names; on any other path (a page
 * served the home's file) it stays out of sight until src/main.tsx has replaced it.
 */
export function hideWhenServedElsewhere(): void {
  if (!atPrerenderedPath()) document.documentElement.classList.add('not-prerendered')
}
