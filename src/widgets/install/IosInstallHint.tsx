import * as words from 'virtual:words/notices'
import { Share, X } from 'lucide-react'

export function IosInstallHint({ onDismiss }: { onDismiss: () => void }) {
  return (
    <p className="flex max-w-md items-center gap-3 rounded-2xl border border-line bg-surface py-1 pe-1 ps-4 text-sm text-ink">
      <Share aria-hidden="true" className="size-5 shrink-0 text-accent" />
      <span>{words.iosHint}</span>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={words.dismissIosHint}
        className="grid size-11 shrink-0 place-items-center rounded-full text-muted hover:bg-ink/5 hover:text-ink"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </p>
  )
}
