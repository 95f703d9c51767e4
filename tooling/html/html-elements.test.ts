import { describe, expect, it } from 'vitest'
import { editHtml, elementsOf, endOfHead, innerOf, requireElements } from './html-elements.ts'

describe('elementsOf', () => {
  it('finds each written element with its place in the source, its attributes decoded, in source order', () => {
    const html =
      '<!doctype html><html><head><link rel="x" href="/a?b=1&amp;c=2"></head><body><p class="a &amp; b">t</p>'
    const found = elementsOf(html)
    expect(found.map(({ tag }) => tag)).toEqual(['html', 'head', 'link', 'body', 'p'])
    const [, , link, , p] = found
    expect(html.slice(link.start, link.end)).toBe('<link rel="x" href="/a?b=1&amp;c=2">')
    expect(link.attributes).toEqual({ rel: 'x', href: '/a?b=1&c=2' })
    expect(p.attributes.class).toBe('a & b')
    expect(innerOf(html, p)).toBe('t')
  })

  it('leaves out what the parser only implies', () => {
    expect(elementsOf('<p>t</p>').map(({ tag }) => tag)).toEqual(['p'])
  })

  it('reads a script’s and a style’s text as written, markup-like text included, and finds no element in it', () => {
    const html = '<head><script>if (a < b) x = "<p class=q>"</script><style>a>b{color:red}</style></head>'
    const [, script, style] = elementsOf(html)
    expect(innerOf(html, script)).toBe('if (a < b) x = "<p class=q>"')
    expect(innerOf(html, style)).toBe('a>b{color:red}')
    expect(elementsOf(html).map(({ tag }) => tag)).toEqual(['head', 'script', 'style'])
  })

  it('finds the elements inside a <noscript> and a <template>, as a reader without JavaScript has them', () => {
    const tags = elementsOf('<noscript><a class="n">x</a></noscript><template><b>y</b></template>').map(
      ({ tag }) => tag,
    )
    expect(tags).toEqual(['noscript', 'a', 'template', 'b'])
  })

  it('parses a fragment: React’s markup with its leading preloads', () => {
    const html = '<link rel="preload" as="image" href="/c.avif"/><main><h1>T</h1></main>'
    const [link, main] = elementsOf(html)
    expect(link.end).toBe(html.indexOf('<main>'))
    expect(main.tag).toBe('main')
  })
})

describe('editHtml', () => {
  it('makes every edit at the place the parser found, whatever their order', () => {
    const html = '<p>a</p><p>b</p>'
    const [first, second] = elementsOf(html)
    const edits = [
      { start: second.innerStart, end: second.innerEnd, text: 'B' },
      { start: first.start, end: first.end, text: '' },
    ]
    expect(editHtml(html, edits)).toBe('<p>B</p>')
  })

  it('refuses edits that overlap', () => {
    expect(() =>
      editHtml('abcdef', [
        { start: 0, end: 3, text: '' },
        { start: 2, end: 4, text: '' },
      ]),
    ).toThrow('editHtml: two edits overlap')
  })
})

describe('what a plugin requires', () => {
  it('names the plugin and what it lacks', () => {
    expect(() =>
      requireElements('some-plugin', elementsOf('<p>'), 'stylesheet link', ({ tag }) => tag === 'link'),
    ).toThrow('some-plugin: the HTML has no stylesheet link')
  })

  it('puts text before the end tag of <head>, and fails where the head is never closed', () => {
    const html = '<html><head><title>t</title></head><body></body></html>'
    expect(editHtml(html, [endOfHead('p', html, elementsOf(html), '<script>x</script>')])).toBe(
      '<html><head><title>t</title><script>x</script></head><body></body></html>',
    )
    const unclosed = '<html><head><title>t</title><body></body>'
    expect(() => endOfHead('p', unclosed, elementsOf(unclosed), 'x')).toThrow('p: the HTML’s <head> has no end tag')
  })
})
