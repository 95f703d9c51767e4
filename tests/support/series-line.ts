/**
 * Runs in the page: the series lines ("Book 2 of The Lisbon Ledgers") whose words before the series' link end a line
 * the series' name does not start: "Book 2 of" left alone above its link. Each as "words | name", each brought on
 * screen before it is read (off screen a tile is only stood in for).
 */
export async function seriesLinesApart() {
  const apart: string[] = []
  const middle = (range: Range) => {
    const box = [...range.getClientRects()].filter((one) => one.width > 0)[0]
    return box ? box.top + box.height / 2 : Number.NaN
  }
  for (const link of document.querySelectorAll<HTMLElement>('main p a[href^="/series/"]')) {
    const before = link.previousSibling
    const name = link.firstChild
    if (!before?.textContent?.trim() || !(name instanceof Text) || link.closest('[hidden]')) continue
    link.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' })
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
    if (link.getBoundingClientRect().width === 0) continue
    const last = document.createRange()
    const text = before.textContent.trimEnd()
    last.setStart(before, text.length - 1)
    last.setEnd(before, text.length)
    const first = document.createRange()
    first.setStart(name, 0)
    first.setEnd(name, name.data.search(/\s|$/u))
    if (Math.abs(middle(last) - middle(first)) > 2) apart.push(`${text} | ${name.data}`)
  }
  return apart
}
