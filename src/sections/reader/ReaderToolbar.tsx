import { AfterHydration } from '#src/ui/AfterHydration.tsx'
import { TextSizeControl } from './TextSizeControl.tsx'

/** Its height is kept before the app runs, so the control appearing then moves no line of the chapter. */
export function ReaderToolbar() {
  return (
    <div className="mb-6 flex h-11 justify-end">
      {/* The buttons need the app to do anything, so they appear once it runs and no early tap is lost. */}
      <AfterHydration>
        <TextSizeControl />
      </AfterHydration>
    </div>
  )
}
