import type { Locator } from '@playwright/test'

/**
 * The fonts Chromium drew an element's text in, by name: what the reader sees, where the computed
 * `font-family` gives only the list asked for and `document.fonts.check` a face loaded, used or not.
 */
export async function facesDrawing(element: Locator): Promise<string[]> {
  const page = element.page()
  const marker = 'data-drawn-faces'
  await element.evaluate((node, name) => node.setAttribute(name, ''), marker)
  const devtools = await page.context().newCDPSession(page)
  try {
    await devtools.send('DOM.enable')
    await devtools.send('CSS.enable')
    const { root } = await devtools.send('DOM.getDocument')
    const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[${marker}]` })
    const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId })
    return fonts.map(({ familyName }) => familyName)
  } finally {
    await devtools.detach()
    await element.evaluate((node, name) => node.removeAttribute(name), marker)
  }
}
