/**
 * The classes and attributes the inline start-up scripts (before-app/) set before the first paint: the
 * build keeps their rules in every page's inline CSS, or the theme or the text size would flash until
 * the app's stylesheet came. A test beside this file holds the list to what those scripts set.
 */
export const setBeforePaint = {
  classes: ['dark', 'not-prerendered'],
  attributes: [
    'data-text-size',
    'data-prose-face',
    'data-lazy-layout',
    'data-smooth-scroll',
    'data-reveal-pending',
    'data-jumping',
  ],
} as const
