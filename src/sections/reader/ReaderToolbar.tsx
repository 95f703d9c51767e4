import { AfterHydration } from '#src/ui/AfterHydration.tsx'
import { TextSizeControl } from './TextSizeControl.tsx'

/** In the way back's row, as tall as it before the app runs, so the control appearing then moves no line of the chapter. */
export function ReaderToolbar() {
  return (
    <div className="flex h-11 shrink-0">
      {/* The buttons need the app to do anything, so they appear once it runs and no early tap is lost. */}
      <AfterHydration>
        <TextSizeControl />
      </AfterHydration>
    </div>
  )
}
