import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'

/**
 * A page's whole HTML, its lazily loaded parts in place. The first pass waits for them; once they have
 * resolved, the second renders them in place (a single pass would stream the late ones as hidden
 * segments that only an inline script can reveal, and nothing must depend on a script here). A part
 * that fails fails the page: React would leave it to the browser, and the page would ship without it.
 */
export async function wholeHtml(page: () => ReactNode): Promise<string> {
  const failures: unknown[] = []
  await prerender(page(), { onError: (error) => void failures.push(error) })
  if (failures.length > 0)
    throw new AggregateError(failures, `a part of the page failed to render: ${failures.join('; ')}`)
  return renderToString(page())
}
