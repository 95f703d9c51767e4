import { describe, expect, it } from 'vitest'
import { cssForPage } from './css-for-page.ts'
import { pageVocabulary } from './page-vocabulary.ts'

// Rules as Tailwind writes them (variants, arbitrary values, the app's own), each on a page that uses them or not.
const page = `<html lang="en"><head><style>.unused-in-style{}</style><script>document.body.className = 'from-script'</script></head>
<body><main id="top" class="p-4 md:p-8 hover:text-accent [&amp;&gt;a]:underline" data-reveal>
<details class="faq"><summary>Q</summary></details><a href="#top">Up</a><input name="q"></main></body></html>`

describe('cssForPage', () => {
  it.each<[string, string, boolean]>([
    ['a class the page uses', '.p-4{padding:1rem}', true],
    ['a class no element carries', '.p-6{padding:1.5rem}', false],
    ['a class named only in a script or a style', '.from-script{color:red}.unused-in-style{color:red}', false],
    ['a used class under a breakpoint', '@media (width>=48rem){.md\\:p-8{padding:2rem}}', true],
    ['an unused class under a breakpoint', '@media (width>=48rem){.md\\:p-6{padding:1.5rem}}', false],
    ['a hover state of a used class', '@media (hover:hover){.hover\\:text-accent:hover{color:red}}', true],
    [
      'an arbitrary variant, written with entities in the HTML',
      '.\\[\\&\\>a\\]\\:underline>a{text-decoration:underline}',
      true,
    ],
    ['the dark theme (set before the first paint) on a used class', '.p-4:where(.dark,.dark *){color:#fff}', true],
    ['the dark theme on a class the page lacks', '.dark\\:bg-ink:where(.dark,.dark *){color:#fff}', false],
    ['the text size, set before the first paint', '[data-text-size="4"]{font-size:1.3rem}', true],
    ['the lazy layout flag', ':root[data-lazy-layout] .p-4{content-visibility:auto}', true],
    ['the entrance, pending before the first paint', '[data-reveal-pending]{opacity:0}', true],
    ['a home served for another path', '.not-prerendered #top{visibility:hidden}', true],
    ['an attribute the page carries', '[data-reveal]{transition:opacity .6s}', true],
    ['an attribute the page never carries', '[data-state=open]{opacity:1}', false],
    ['an open <details>, opened with no script', 'details[open] .faq{color:red}', true],
    ['an id the page has, at its :target', '#top:target{color:red}', true],
    ['an id the page lacks', '#contact{color:red}', false],
    ['one of a list of selectors used', '.p-6,.p-4{padding:1rem}', true],
    [':is() with one used alternative', ':is(.p-6,.p-4) a{color:red}', true],
    [':not() of a class the page lacks', '.p-4:not(.p-6){color:red}', true],
    [
      'elements, validity and reduced motion',
      '@media (prefers-reduced-motion:reduce){input:user-invalid{color:red}}',
      true,
    ],
    ['print', '@media print{summary{display:none}}', true],
    ['an element the page has', 'summary{display:list-item}', true],
    ['an element the page lacks', 'table{border-collapse:collapse}', false],
    ['elements the page lacks, in :where()', ':where(code,kbd) b{font-family:monospace}', false],
    ['a class the page uses on an element it lacks', 'table.p-4{padding:0}', false],
    [
      'a date field’s segments, on a page whose one field is text',
      '::-webkit-datetime-edit-day-field{padding:0}',
      false,
    ],
    ['a file field’s button, on a page with none', '::file-selector-button{margin-inline-end:4px}', false],
    ['the placeholder of any field', '::placeholder{opacity:1}', true],
  ])('%s: kept %s', (_, css, kept) => {
    const out = cssForPage(css, pageVocabulary(page))
    // A declaration block left: an emptied @media's braces may stay, with nothing in them.
    expect(/\{[^{}]+\}/.test(out)).toBe(kept)
  })

  it('keeps a field’s parts on a page with that kind of field', () => {
    const withDate = pageVocabulary('<html><body><input type="Date"><input type="file"></body></html>')
    const css =
      '::-webkit-datetime-edit-day-field{padding:0}::file-selector-button{margin:0}::-webkit-search-decoration{margin:0}'
    expect(cssForPage(css, withDate)).toBe(
      '::-webkit-datetime-edit-day-field{padding:0}::file-selector-button{margin:0}',
    )
  })

  it('drops the custom properties no rule left reads; keeps every registered property', () => {
    const css =
      '@layer theme{:root,:host{--spacing:.25rem;--font-mono:monospace}}.p-4{padding:calc(var(--spacing)*4)}.p-6{translate:var(--tw-x)}@property --tw-x{syntax:"*";inherits:false;initial-value:0}'
    expect(cssForPage(css, pageVocabulary(page))).toBe(
      '@layer theme{:root,:host{--spacing:.25rem}}.p-4{padding:calc(var(--spacing)*4)}@property --tw-x{syntax:"*";inherits:false;initial-value:0}',
    )
  })

  it('leaves Tailwind’s first values for browsers without @property to the whole stylesheet, the layer in its place', () => {
    const css =
      '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-y:0}}}@layer theme{:root{--x:1}}.p-4{scale:var(--tw-y)}'
    expect(cssForPage(css, pageVocabulary(page))).toBe('@layer properties,theme;.p-4{scale:var(--tw-y)}')
  })

  it('keeps every layer in its order, even one left empty', () => {
    const css =
      '@layer theme{:root{--x:1}}@layer components;@layer base{.p-6{padding:0}}@layer utilities{.p-4{padding:1rem}}'
    expect(cssForPage(css, pageVocabulary(page))).toBe(
      '@layer theme,components,base;@layer utilities{.p-4{padding:1rem}}',
    )
  })

  it('leaves a licence notice to the whole stylesheet', () => {
    const css = '.p-4{padding:1rem}\n/*! tailwindcss v4 | MIT License | https://tailwindcss.com */\n#top{margin:0}'
    expect(cssForPage(css, pageVocabulary(page))).toBe('.p-4{padding:1rem}#top{margin:0}')
  })

  it('keeps the prefixes the build targets need', () => {
    const css = '.p-4{-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px)}'
    expect(cssForPage(css, pageVocabulary(page), { safari: 16 << 16 })).toContain('-webkit-backdrop-filter')
  })
})
