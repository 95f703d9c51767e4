// The floating button and the panel above it share one corner, clear of the phone's notch (either side: the corner mirrors) and home bar.
// `floating-corner`: it steps away on a phone while the reader reads down, and keeps off the home's hero (app.css).
export const chatCornerButton =
  'floating-corner fixed start-[max(1rem,env(safe-area-inset-left),env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))]'

export const chatCornerPanel =
  'fixed start-[max(1rem,env(safe-area-inset-left),env(safe-area-inset-right))] bottom-[calc(max(1rem,env(safe-area-inset-bottom))+4.25rem)] w-[min(22rem,calc(100vw-2rem))]'
