import type { Page } from '@playwright/test'
import axe from 'axe-core'

/**
 * Axe's findings for the page as it stands, or for the parts `include` names, one line per rule with the
 * elements it names. Only violations are gathered: axe then skips listing every element that passed, a
 * third of its time. Axe runs inside the page in one call: `@axe-core/playwright` runs it in parts and joins
 * them in a blank page it opens and loads axe into again, twice the time, only to reach frames of other
 * origins, which the site has none of (decision 0081); and even in its one-call mode it evaluates axe's
 * source (1.3 MB) twice a call. Here it is evaluated once per document, and a page read again runs at once.
 */
export async function axeViolations(page: Page, ...include: string[]): Promise<string[]> {
  // Axe multiplies a passing opacity into the text's contrast, so it looks only at a page with no transition
  // playing; one that starts while axe reads (a toast arriving as the worker installs) has it read again.
  for (let attempt = 1; ; attempt++) {
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
    )
    if (!(await page.evaluate(() => typeof (window as { axe?: typeof axe }).axe?.run === 'function')))
      await page.evaluate(`${axe.source};axe.configure({allowedOrigins: ['<same_origin>']})`)
    const { violations, disturbed } = await page.evaluate(async (parts) => {
      const counter = window as { transitionsWhileRead?: number }
      if (counter.transitionsWhileRead === undefined) {
        document.addEventListener(
          'transitionrun',
          () => (counter.transitionsWhileRead = (counter.transitionsWhileRead ?? 0) + 1),
          true,
        )
      }
      counter.transitionsWhileRead = 0
      const { axe: inPage } = window as unknown as { axe: typeof axe }
      const results = await inPage.run(parts.length > 0 ? { include: parts } : document, {
        resultTypes: ['violations'],
      })
      return {
        violations: results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) })),
        disturbed: counter.transitionsWhileRead,
      }
    }, include)
    if (disturbed === 0 || attempt === 3) {
      return violations.map(({ id, targets }) => `${id}: ${targets.join(' | ')}`)
    }
  }
}
