import type { Page } from '@playwright/test'
import { visiblyRendered } from './visibly-rendered.ts'

/** Where a reader would tap an element, and whether they can see it at all. */
export interface OnScreen {
  visible: boolean
  x: number
  y: number
}

declare global {
  interface Window {
    readerVisiblyRendered: typeof visiblyRendered
    readerOnScreen: (element: Element) => OnScreen
  }
}

/** Runs in the page: the element's and its ancestors' opacity and its box, judged by visiblyRendered. */
function onScreen(element: Element): OnScreen {
  const opacities: number[] = []
  for (let node: Element | null = element; node; node = node.parentElement)
    opacities.push(Number(getComputedStyle(node).opacity))
  const box = element.getBoundingClientRect()
  return {
    visible: window.readerVisiblyRendered(opacities, box, { width: innerWidth, height: innerHeight }),
    x: box.left + box.width / 2,
    y: box.top + box.height / 2,
  }
}

/** Gives every document of the page `readerOnScreen(element)`, from its start. */
export async function installOnScreen(page: Page) {
  await page.addInitScript(`window.readerVisiblyRendered = ${visiblyRendered}`)
  await page.addInitScript(`window.readerOnScreen = ${onScreen}`)
}
