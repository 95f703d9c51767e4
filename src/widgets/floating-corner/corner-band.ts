/**
 * The floating chat and theme buttons keep off what they would lie over: the home's hero with its lead book, and the
 * footer's links. They come once those have left the screen's bottom band where the buttons sit (app.css moves them
 * out while one is there).
 */

/** The root's mark while such a part reaches into that band. */
export const cornerTaken = 'data-corner-taken'

/**
 * The band's height in CSS px: the buttons' 1rem from the bottom, the chat's 3.5rem and the near edge of their shadows;
 * under the footer's padding (80 px on a phone), so at a page's end they come back under its last line.
 */
export const cornerBand = 76

/** Whether a box (as getBoundingClientRect reads it) lies in the band at the bottom of a screen this high. */
export const reachesCorner = (box: { top: number; bottom: number }, screenHeight: number) =>
  box.bottom > screenHeight - cornerBand && box.top < screenHeight

/** The margin that shrinks the screen, as an IntersectionObserver's root, to that band: a part "intersects" it while it reaches in. */
export const cornerBandMargin = (screenHeight: number) => `${Math.min(0, cornerBand - screenHeight)}px 0px 0px 0px`
