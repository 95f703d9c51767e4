import { keepEarlyInput } from './early-input.ts'
import { keepEarlyInstallOffer } from './install-offer.ts'
import { allowLazyLayout } from './lazy-layout.ts'
import { setProseFaceIfLoadedBefore } from './prose-face.ts'
import { revealOnScroll } from './reveal.ts'
import { hideWhenServedElsewhere } from './served-elsewhere.ts'
import { smoothScrollOnceReaderActs } from './smooth-scroll.ts'
import { applyStoredTextSize } from './text-size.ts'
import { applyInitialTheme } from './theme.ts'

// The page's inline script from the app's code (tooling/start/before-app-script.ts): what must hold
// from the first paint, before any of the app has arrived. In the head, so it runs before that paint.
applyInitialTheme()
applyStoredTextSize()
setProseFaceIfLoadedBefore()
hideWhenServedElsewhere()
allowLazyLayout()
smoothScrollOnceReaderActs()
keepEarlyInstallOffer()
keepEarlyInput()
revealOnScroll()
