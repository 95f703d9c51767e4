import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Axe's findings for the page as it stands, or for the parts `include` names, one line per rule with the
 * elements it names. Only violations are gathered: axe then skips listing every element that passed, a
 * third of its time. Axe runs inside the page in one call (its "legacy" mode): the default runs it in parts
 * and joins them in a blank page it opens and loads axe into again, twice the time, only to reach frames
 * of other origins, which the site has none of (decision 0081).
 */
export async function axeViolations(page: Page, ...include: string[]): Promise<string[]> {
  // Axe multiplies a passing opacity into the text's contrast, so it looks only at a page with no transition
  // playing; one that starts while axe reads (a toast arriving as the worker installs) has it read again.
  for (let attempt = 1; ; attempt++) {
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
    )
    await page.evaluate(() => {
      const counter = window as { transitionsWhileRead?: number }
      if (counter.transitionsWhileRead === undefined) {
        document.addEventListener(
          'transitionrun',
          () => (counter.transitionsWhileRead = (counter.transitionsWhileRead ?? 0) + 1),
          true,
        )
      }
      counter.transitionsWhileRead = 0
    })
    const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode()
    for (const part of include) builder.include(part)
    const { violations } = await builder.analyze()
    const disturbed = await page.evaluate(() => (window as { transitionsWhileRead?: number }).transitionsWhileRead ?? 0)
    if (disturbed === 0 || attempt === 3) {
      return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' | ')}`)
    }
  }
}
