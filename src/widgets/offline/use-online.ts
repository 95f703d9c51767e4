import { useSyncExternalStore } from 'react'

export function subscribeToOnlineStatus(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const isOnline = () => navigator.onLine

// Prerendered HTML says "online"; after hydration React re-renders with the browser's answer.
const onlineWhilePrerendering = () => true

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToOnlineStatus, isOnline, onlineWhilePrerendering)
}
