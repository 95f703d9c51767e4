import { buttonClass } from '#src/ui/button-styles.ts'
import { MessagePage } from './MessagePage.tsx'

/** Stands in for a page that failed as it loaded, most often its code not downloading: a reload fetches it afresh. */
export function ErrorPage() {
  return (
    <MessagePage>
      <h1 className="mb-4 text-3xl font-semibold">This page could not be shown</h1>
      <p className="mb-6 text-muted">
        Something in it failed to load. Reload to try again; if you are offline, wait until you are back online.
      </p>
      <button type="button" className={buttonClass()} onClick={() => location.reload()}>
        Reload
      </button>
    </MessagePage>
  )
}
