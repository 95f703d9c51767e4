/**
 * The only door to Lighthouse's internals (paths under lighthouse/core, not its public API): its phone's
 * settings and the LCP simulation. They hold for the version package.json pins (12.8); an upgrade checks them here.
 */
export { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js'
export { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js'
