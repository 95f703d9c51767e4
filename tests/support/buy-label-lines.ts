import { content, storeBuy } from './content.ts'
import type { Locator } from './test.ts'

// Every label a store's button may say on this site, in any region: "Buy on Waterstones – £3.79".
const labels = [
  ...new Set(
    content.books.flatMap((book) =>
      book.editions.flatMap((edition) => edition.buy.map((link) => storeBuy(book, link).words)),
    ),
  ),
]
  // As the page's text is read: a price's no-break space as a space.
  .map((words) => words.replaceAll('\u00a0', ' '))
  .filter((words) => words.includes(' – '))

/**
 * The store buttons in `scope` whose label breaks a line inside its store's phrase ("Buy on Waterstones –") or inside
 * its price ("£3.79"), where that phrase would fit a line of the button alone, or breaks at all where the whole label
 * and its arrow would: each as "label: the phrase".
 */
export const buyLabelBreaks = (scope: Locator) =>
  scope.evaluate((root, known) => {
    const faults: string[] = []
    for (const link of root.querySelectorAll<HTMLElement>('a[target="_blank"]')) {
      const nodes: Text[] = []
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text)
      const text = nodes
        .map((node) => node.data)
        .join('')
        .replaceAll('\u00a0', ' ')
      const rangeOf = (start: number, end: number) => {
        const range = document.createRange()
        let seen = 0
        for (const node of nodes) {
          if (start >= seen && start < seen + node.length) range.setStart(node, start - seen)
          if (end > seen && end <= seen + node.length) range.setEnd(node, end - seen)
          seen += node.length
        }
        return range
      }
      const style = getComputedStyle(link)
      const width = link.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
      for (const label of known) {
        // Each copy of the label in the button (a longer one may lie unseen beside it, laid out all the same).
        for (let at = text.indexOf(label); at >= 0; at = text.indexOf(label, at + 1)) {
          const dash = label.lastIndexOf(' – ')
          // The dash ends the store's phrase; the line may break at the space after it.
          // The whole label with its arrow, where the arrow shows, fitting the button's line, takes one line.
          for (const [start, end, whole] of [
            [at, at + dash + 2, false],
            [at + dash + 3, at + label.length, false],
            [at, at + label.length, true],
          ] as const) {
            const range = rangeOf(start, end)
            const boxes = [...range.getClientRects()].filter((box) => box.width > 0)
            if (boxes.length === 0) continue
            const probe = document.createElement('span')
            probe.textContent = text.slice(start, end)
            probe.style.whiteSpace = 'nowrap'
            const arrow = link.querySelector('svg')
            if (whole && arrow) probe.append(' ', arrow.cloneNode())
            link.append(probe)
            const fits = probe.getBoundingClientRect().width <= width
            probe.remove()
            // A line per box whose middle is half a box's height or more from the first's: boxes of different
            // heights may share a line.
            const middles = boxes.map((box) => box.top + box.height / 2)
            const lines = new Set(middles.map((middle) => Math.round((middle - middles[0]) / boxes[0].height)))
            if (fits && lines.size > 1)
              faults.push(`${label}: "${text.slice(start, end).trim()}" across ${lines.size} lines`)
          }
        }
      }
    }
    return faults
  }, labels)
