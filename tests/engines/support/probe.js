// Served into every page of the engine tests, before the page's own scripts: what WebDriver classic cannot observe.
;(() => {
  const probe = { errors: [], darkBeforeApp: null }
  window.__engineProbe = probe
  const original = console.error
  console.error = (...args) => {
    probe.errors.push(args.map(String).join(' '))
    original.apply(console, args)
  }
  addEventListener('error', (event) => probe.errors.push(`uncaught: ${event.message}`))
  document.addEventListener('securitypolicyviolation', (event) =>
    probe.errors.push(`policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
  )
  addEventListener('unhandledrejection', (event) => probe.errors.push(`unhandled rejection: ${String(event.reason)}`))
  // The app starts after the first paint, so this is the theme the reader first saw.
  document.addEventListener('DOMContentLoaded', () => {
    probe.darkBeforeApp = document.documentElement.classList.contains('dark')
  })
})()
