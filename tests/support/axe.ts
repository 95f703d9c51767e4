import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Axe's findings for the page as it stands, or for the parts `include` names, one line per rule with the
 * elements it names. Only violations are gathered: axe then skips listing every element that passed, a
 * third of its time.
 */
export async function axeViolations(page: Page, ...include: string[]): Promise<string[]> {
  // Not while a transition plays (a toast fading in): axe multiplies its passing opacity into the text's contrast.
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)))
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  for (const part of include) builder.include(part)
  const { violations } = await builder.analyze()
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' | ')}`)
}
