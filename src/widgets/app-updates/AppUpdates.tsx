import { useEffect } from 'react'
import { registerServiceWorker } from './register-service-worker.ts'

/** Renders nothing: the worker's news reaches the reader as toasts. */
export function AppUpdates() {
  useEffect(registerServiceWorker, [])
  return null
}
