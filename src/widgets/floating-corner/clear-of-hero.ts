/**
 * The floating chat and theme buttons keep off the home's first screen: they come once the hero, with its lead book, has
 * left the screen's bottom band where they sit (app.css moves them out while it is there).
 */

/** The root's mark while the hero reaches into that band. */
export const heroInCorner = 'data-hero-in-corner'

/** The band's height in CSS px: the buttons' 1rem from the bottom, the chat's 3.5rem and their shadows. */
export const cornerBand = 88

/** Whether a box (the hero's, as getBoundingClientRect reads it) lies in the band at the bottom of a screen this high. */
export const reachesCorner = (box: { top: number; bottom: number }, screenHeight: number) =>
  box.bottom > screenHeight - cornerBand && box.top < screenHeight

/** The margin that shrinks the screen, as an IntersectionObserver's root, to that band: the hero "intersects" it while it reaches in. */
export const cornerBandMargin = (screenHeight: number) => `${Math.min(0, cornerBand - screenHeight)}px 0px 0px 0px`
