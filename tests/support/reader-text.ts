import type { Page } from '@playwright/test'

const namingAttributes = [
  'aria-label',
  'aria-roledescription',
  'aria-description',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
]

/** What a reader meets on the page: its title, the text shown (screen-reader text too) and the names and roles given to controls and images. */
export const readerText = (page: Page) =>
  page.evaluate(
    (names) =>
      [
        document.title,
        // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not what the DOM holds hidden (a closed dialog's words)
        document.body.innerText,
        ...[...document.querySelectorAll(names.map((name) => `[${name}]`).join(', '))].flatMap((element) =>
          names.map((name) => element.getAttribute(name) ?? ''),
        ),
      ].join('\n'),
    namingAttributes,
  )
