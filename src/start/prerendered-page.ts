/** Whether the document holds the page prerendered for the address it is open at, as its meta names it. */
export const atPrerenderedPath = () =>
  document.querySelector<HTMLMetaElement>('meta[name="prerendered"]')?.content === location.pathname
