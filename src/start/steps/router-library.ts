// Importing this evaluates the router's library (one chunk) in a step of its own, before the
// app's modules that use it; it names only what the app uses anyway, so nothing extra is kept.
export { createRouter } from '@tanstack/react-router'
