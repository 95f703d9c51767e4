import { type BrowserContext, test as base, expect } from '@playwright/test'

export * from '@playwright/test'

const marker = '[securitypolicyviolation]'

/** Collects every Content-Security-Policy violation the context's pages report to their console. */
export async function watchSecurityPolicy(context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  await context.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`)
    })
  }, marker)
  context.on('console', (message) => {
    if (message.text().startsWith(marker)) violations.push(message.text())
  })
  return violations
}

/**
 * Every browser test fails when the page breaks its Content-Security-Policy: each page reports
 * violations to its console, collected here and asserted empty once the test is done.
 */
export const test = base.extend<{ securityPolicyWatch: undefined }>({
  securityPolicyWatch: [
    async ({ context }, use) => {
      const violations = await watchSecurityPolicy(context)
      await use(undefined)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})
