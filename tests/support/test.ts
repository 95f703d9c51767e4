import { test as base, expect } from '@playwright/test'

export * from '@playwright/test'

const marker = '[securitypolicyviolation]'

/**
 * Every browser test fails when the page breaks its Content-Security-Policy: each page reports
 * violations to its console, collected here and asserted empty once the test is done.
 */
export const test = base.extend<{ securityPolicyWatch: undefined }>({
  securityPolicyWatch: [
    async ({ context }, use) => {
      const violations: string[] = []
      await context.addInitScript((prefix) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`)
        })
      }, marker)
      context.on('console', (message) => {
        if (message.text().startsWith(marker)) violations.push(message.text())
      })
      await use(undefined)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})
