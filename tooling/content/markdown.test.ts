import { describe, expect, it } from 'vitest'
import { prose } from './markdown.ts'

describe('prose', () => {
  it.each([
    [
      'a quote around an emphasis or a link',
      `He said "*go*" -- "[now](https://x.example/a--b)"`,
      '<p>He said “<em>go</em>” — “<a href="https://x.example/a--b">now</a>”</p>',
    ],
    ['an apostrophe after an emphasis', "*Emma*'s book", '<p><em>Emma</em>’s book</p>'],
    [
      'code and a code block as typed',
      '`don\'t --x`\n\n```\nit\'s -- "raw"\n```',
      '<p><code>don&#39;t --x</code></p>\n<pre><code>it&#39;s -- &quot;raw&quot;\n</code></pre>',
    ],
    ['a quote escaped with \\ kept straight', `a \\"straight\\" one`, '<p>a &quot;straight&quot; one</p>'],
    [
      'raw HTML’s attributes as typed, its text set',
      `<abbr title="it's">it's</abbr>`,
      `<p><abbr title="it's">it’s</abbr></p>`,
    ],
    [
      'addresses as typed, linked or not',
      "<https://x.example/it's--ok> or ann@x.example",
      '<p><a href="https://x.example/it&#39;s--ok">https://x.example/it&#39;s--ok</a> or <a href="mailto:ann@x.example">ann@x.example</a></p>',
    ],
    [
      'an image’s alt text set, its address as typed',
      `![Emma's "map"](img/a--b.png)`,
      '<p><img src="img/a--b.png" alt="Emma’s “map”"></p>',
    ],
    [
      'each table cell and list item read afresh',
      `| a's | "b" |\n|---|---|\n| "c" | d... |\n\n- one's\n- "two"`,
      '<table>\n<thead>\n<tr>\n<th>a’s</th>\n<th>“b”</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>“c”</td>\n<td>d…</td>\n</tr>\n</tbody></table>\n<ul>\n<li>one’s</li>\n<li>“two”</li>\n</ul>',
    ],
    [
      'a heading and a quote',
      `# Chapter 'One'\n\n> "Home," she said.`,
      '<h1>Chapter ‘One’</h1>\n<blockquote>\n<p>“Home,” she said.</p>\n</blockquote>',
    ],
  ])('%s', (_, markdown, html) => {
    expect(prose(markdown).html).toBe(html)
  })

  it('gives the chat its paragraphs set as the page shows them', () => {
    expect(prose(`It's "*here*" -- at last...\n\nTwo.`).paragraphs).toEqual(['It’s “here” — at last…', 'Two.'])
  })
})
