import { chromium } from '@playwright/test'

const browser = await chromium.launch({ executablePath: process.env.CHROME, args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
await page.goto(`http://localhost:${process.env.P}/books`)
await page.waitForTimeout(1500)
await page.addStyleTag({ content: '*{content-visibility:visible!important}' })
await page.waitForTimeout(300)
const rows = await page.evaluate(() => {
  const out = []
  let pairs = 0
  for (const list of document.querySelectorAll('ul, ol')) {
    const items = [...list.querySelectorAll(':scope > li')].filter((li) => !li.hidden)
    for (let i = 0; i + 1 < items.length; i += 2) {
      const price = (li) => [...li.children].find((c) => /[£$€]/.test(c.textContent ?? ''))?.getBoundingClientRect().top
      const a = price(items[i]),
        b = price(items[i + 1])
      pairs++
      if (a !== undefined && b !== undefined && Math.abs(a - b) > 0.5)
        out.push(`${items[i].textContent?.slice(0, 30)} ${a} vs ${b}`)
    }
  }
  return {
    pairs,
    out,
    lists: [...document.querySelectorAll('ul, ol')].map(
      (l) => l.children.length + ':' + l.querySelectorAll(':scope > li').length,
    ),
  }
})
console.log(rows.lists.join(' '), rows.pairs, 'pairs; misaligned:', rows.out.length, rows.out.slice(0, 5))
await browser.close()
