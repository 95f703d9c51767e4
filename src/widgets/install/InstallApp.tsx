import * as words from 'virtual:words/notices'
import { Download } from 'lucide-react'
import { buttonClass } from '#src/ui/button-styles.ts'
import { IosInstallHint } from './IosInstallHint.tsx'
import { useInstallPrompt } from './install-prompt.ts'
import { useIosInstallHint } from './ios-install-hint.ts'

/** In the page's flow above the footer, so it never covers the floating buttons or the form. */
export function InstallApp() {
  const install = useInstallPrompt()
  const iosHint = useIosInstallHint()
  if (!install && !iosHint.shown) return null
  return (
    <div className="flex justify-center px-6 pb-12">
      {install ? (
        <button type="button" onClick={() => void install()} className={buttonClass('outline')}>
          <Download aria-hidden="true" className="size-4" />
          {words.install}
        </button>
      ) : (
        <IosInstallHint onDismiss={iosHint.dismiss} />
      )}
    </div>
  )
}
