import type { Page } from '@playwright/test'

/**
 * Runs in the page: scrolls the home just past its hero, as a reader does before the floating chat and theme buttons
 * come (they keep off the first screen, src/widgets/floating-corner): down beyond it, then a little way up, so that on
 * a phone the header, and the buttons with it, come back (they step away while the page goes down, app.css). The
 * engines' tests run it too.
 */
export async function scrollPastTheHero() {
  const frame = () => new Promise(requestAnimationFrame)
  const hero = document.querySelector('main > :first-child')
  if (!hero) throw new Error('the page has no hero')
  const end = hero.getBoundingClientRect().bottom + scrollY
  scrollTo(0, end + 60)
  await frame()
  await frame()
  scrollTo(0, end + 20)
  await frame()
  await frame()
  // Until they, and the header, have stepped in.
  const moving = [...document.querySelectorAll('.floating-corner, header')].flatMap((part) => part.getAnimations())
  await Promise.all(moving.map((one) => one.finished.catch(() => undefined)))
}

export const pastTheHero = (page: Page) => page.evaluate(scrollPastTheHero)
