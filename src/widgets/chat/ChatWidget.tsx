import * as buttonWords from 'virtual:words/chatButton'
import { atom, useAtom } from 'jotai'
import { MessageCircle } from 'lucide-react'
import { Suspense, useCallback, useId, useRef, useState } from 'react'
import { lazyRetrying } from '#src/ui/lazy-retrying.ts'
import { useShownWhileLeaving } from '#src/ui/use-shown-while-leaving.ts'
import { ChatLoadBoundary } from './ChatLoadBoundary.tsx'
import { chatCornerButton } from './chat-layout.ts'

// Whether the chat is open: beside the floating button, apart from the messages, so the button's code carries no replies.
const chatOpenAtom = atom(false)

const loadChatPanel = () => import('./ChatPanel.tsx')
const ChatPanel = lazyRetrying(loadChatPanel)

export function ChatWidget() {
  const [open, setOpen] = useAtom(chatOpenAtom)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  // Named as controlled only once it is in the document: not while its code loads, nor if it failed to.
  const [panel, setPanel] = useState<HTMLElement | null>(null)
  const panelRef = useRef<HTMLElement | null>(null)
  // Each opening is a panel of its own: one opened while the last still fades out enters and takes the focus anew.
  const [openings, setOpenings] = useState(0)
  const shown = useShownWhileLeaving(open, panelRef)
  // Stable, or React would detach and attach it on every render, setting the state each time.
  const panelMounted = useCallback((element: HTMLElement | null) => {
    panelRef.current = element
    setPanel(element)
  }, [])

  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        // A stable name; aria-expanded tells open from closed (never "Open chat, expanded").
        aria-label={buttonWords.label}
        aria-expanded={open}
        aria-controls={panel ? panelId : undefined}
        onClick={() => {
          if (!open) setOpenings((count) => count + 1)
          setOpen(!open)
        }}
        // Fetch the panel while the pointer or focus approaches, so opening feels instant.
        onPointerEnter={loadChatPanel}
        onFocus={loadChatPanel}
        className={`${chatCornerButton} z-40 grid size-14 place-items-center rounded-full bg-button text-on-button shadow-lg transition-transform duration-300 hover:-translate-y-0.5`}
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </button>
      {shown && (
        <ChatLoadBoundary>
          <Suspense fallback={null}>
            <ChatPanel key={openings} id={panelId} ref={panelMounted} leaving={!open} onClose={close} />
          </Suspense>
        </ChatLoadBoundary>
      )}
    </>
  )
}
