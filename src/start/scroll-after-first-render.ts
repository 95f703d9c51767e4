/**
 * Whether the router may place the scroll after a render: after every one but the first. The first
 * adopts the prerendered page, which the reader may already have scrolled while the app started, or
 * the browser placed at a #section or where a reload left it; moving it then would lose their place.
 */
export function scrollAfterFirstRender(): () => boolean {
  let rendered = false
  return () => {
    const mayScroll = rendered
    rendered = true
    return mayScroll
  }
}
