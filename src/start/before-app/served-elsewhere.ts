import { atPrerenderedPath } from '#src/start/prerendered-page.ts'

/**
 * Each HTML file holds the page prerendered at the path its meta names (404.html, the page for any path);
 * on any other path (the home's file, served by the worker) it stays out of sight until src/main.tsx has replaced it.
 */
export function hideWhenServedElsewhere(): void {
  if (!atPrerenderedPath()) document.documentElement.classList.add('not-prerendered')
}
