import * as words from 'virtual:words/errorPage'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { buttonClass } from '#src/ui/button-styles.ts'
import { failedOffline } from './failed-offline.ts'
import { PageFrame } from './PageFrame.tsx'
import { ReturnHome } from './ReturnHome.tsx'

/**
 * Stands in for a page that failed as it loaded, most often its code not downloading. Offline, a
 * reload would show the browser's offline page, so the page is tried again once the browser is back
 * online; until that try ends, the words stay those of the failure the reader saw. In the site's frame,
 * so the header's ways through the site stay at hand.
 */
export function ErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter()
  const offline = failedOffline(error)

  useEffect(() => {
    const tryAgain = () => void router.invalidate()
    addEventListener('online', tryAgain)
    return () => removeEventListener('online', tryAgain)
  }, [router])

  return (
    <PageFrame>
      <div className="mx-auto grid max-w-md justify-items-center text-center">
        <h1 className="mb-4 text-3xl font-semibold">{offline ? words.offlineHeading : words.failedHeading}</h1>
        <p className="mb-6 text-muted">{offline ? words.offlineText : words.failedText}</p>
        {offline ? (
          <ReturnHome />
        ) : (
          <button type="button" className={buttonClass()} onClick={() => location.reload()}>
            {words.reload}
          </button>
        )}
      </div>
    </PageFrame>
  )
}
