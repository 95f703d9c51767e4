import * as words from 'virtual:words/chat'
import { X } from 'lucide-react'
import { type KeyboardEvent, type Ref, useId } from 'react'
import { fill } from '#src/content/words.ts'
import { ChatComposer } from './ChatComposer.tsx'
import { ChatMessageList } from './ChatMessageList.tsx'
import { chatCornerPanel } from './chat-layout.ts'
import { chatAssistantName } from './chat-replies.ts'

interface Props {
  id: string
  ref: Ref<HTMLElement>
  /** Closed, and fading out: out of reach of taps, keys and screen readers already. */
  leaving: boolean
  onClose: () => void
}

/** Non-modal: the page stays usable behind it. Loaded on first use, hence the default export for React.lazy. */
export default function ChatPanel({ id, ref, leaving, onClose }: Props) {
  const titleId = useId()
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose()
  }

  return (
    <section
      id={id}
      ref={ref}
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={closeOnEscape}
      inert={leaving}
      className={`${chatCornerPanel} z-40 flex max-h-[min(32rem,calc(100dvh-7rem))] flex-col overflow-hidden rounded-2xl border border-line bg-surface text-ink shadow-xl transition duration-300 ease-out starting:translate-y-2 starting:opacity-0 ${leaving ? 'translate-y-2 opacity-0' : ''}`}
    >
      {/* Not a <header>: the page's own header is its one banner. */}
      <div className="flex items-center justify-between gap-2 border-b border-line py-1 pe-1.5 ps-4">
        <h2 id={titleId} className="text-lg">
          {fill(words.title, { assistant: chatAssistantName })}
        </h2>
        <button
          type="button"
          aria-label={words.close}
          onClick={onClose}
          className="grid size-11 place-items-center rounded-full text-muted transition-colors hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <ChatMessageList />
      <ChatComposer />
    </section>
  )
}
