import { Download } from 'lucide-react'
import { buttonClass } from '../../ui/button-styles'
import { useInstallPrompt } from './install-prompt'
import { useIosInstallHint } from './ios-install-hint'
import { IosInstallHint } from './IosInstallHint'

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
          Install app
        </button>
      ) : (
        <IosInstallHint onDismiss={iosHint.dismiss} />
      )}
    </div>
  )
}
