import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Axe's findings for the page as it stands, one line per rule with the elements it names. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' | ')}`)
}
