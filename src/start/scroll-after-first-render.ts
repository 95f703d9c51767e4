/**
 * Whether the router may place the scroll after a render: after every one but the browser's first. That
 * first adopts the prerendered page, which the reader may already have scrolled while the app started, or
 * the browser placed at a #section or where a reload left it; moving it then would lose their place. The
 * build's render adopts nothing: it writes the page, with the router's script that puts a reload back in place.
 */
export function scrollAfterFirstRender(inBrowser = typeof document !== 'undefined'): () => boolean {
  let rendered = !inBrowser
  return () => {
    const mayScroll = rendered
    rendered = true
    return mayScroll
  }
}
