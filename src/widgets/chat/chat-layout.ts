// The floating button and the panel above it share one corner, clear of the phone's notch and home bar.
export const chatCornerButton =
  'fixed left-[max(1rem,env(safe-area-inset-left))] bottom-[max(1rem,env(safe-area-inset-bottom))]'

export const chatCornerPanel =
  'fixed left-[max(1rem,env(safe-area-inset-left))] bottom-[calc(max(1rem,env(safe-area-inset-bottom))+4.25rem)] w-[min(22rem,calc(100vw-2rem))]'
