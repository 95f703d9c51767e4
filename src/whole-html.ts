import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'

/** How React's string render marks a boundary it leaves to the browser: a part not loaded yet, or one that failed. */
const leftToTheBrowser = '<!--$!-->'

/**
 * A page's whole HTML, its lazily loaded parts in place. Once a part's module has loaded, one string
 * render writes it in place; a page with a part not loaded yet waits for every part, then renders
 * again (a single waiting pass would stream the late ones as hidden segments that only an inline
 * script can reveal, and nothing must depend on a script here). A part that fails fails the page:
 * React would leave it to the browser, and the page would ship without it.
 */
export async function wholeHtml(page: () => ReactNode): Promise<string> {
  const html = renderToString(page())
  if (!html.includes(leftToTheBrowser)) return html
  const failures: unknown[] = []
  await prerender(page(), { onError: (error) => void failures.push(error) })
  if (failures.length > 0)
    throw new AggregateError(failures, `a part of the page failed to render: ${failures.join('; ')}`)
  const whole = renderToString(page())
  if (whole.includes(leftToTheBrowser)) throw new Error('a part of the page was left for the browser to render')
  return whole
}
