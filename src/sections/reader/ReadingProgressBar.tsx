import * as words from 'virtual:words/reader'
/** A thin bar along the top of the window, over the page, so it moves nothing as it fills. */
export function ReadingProgressBar({ progress }: { progress: number }) {
  return (
    <progress
      aria-label={words.progress}
      value={Math.round(progress * 100)}
      max={100}
      className="fixed inset-x-0 top-0 z-50 block h-1 w-full appearance-none border-0 bg-transparent [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-transparent [&::-webkit-progress-value]:bg-accent"
    />
  )
}
