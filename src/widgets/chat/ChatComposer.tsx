import * as words from 'virtual:words/chat'
import { useSetAtom } from 'jotai'
import { Send } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { sendChatMessageAtom } from './chat-messages.ts'

export function ChatComposer() {
  const sendChatMessage = useSetAtom(sendChatMessageAtom)
  const [draft, setDraft] = useState('')
  const inputId = useId()

  const send = (event: FormEvent) => {
    event.preventDefault()
    if (sendChatMessage(draft)) setDraft('')
  }

  return (
    <form onSubmit={send} className="flex items-center gap-2 border-t border-line p-2">
      <label htmlFor={inputId} className="sr-only">
        {words.yourMessage}
      </label>
      <input
        id={inputId}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        // biome-ignore lint/a11y/noAutofocus: the reader just opened the panel to type here
        autoFocus
        autoComplete="off"
        enterKeyHint="send"
        placeholder={words.ask}
        className="min-h-11 min-w-0 flex-1 rounded-full border border-line bg-paper px-4 text-ink placeholder:text-muted"
      />
      <button
        type="submit"
        aria-label={words.send}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-button text-on-button"
      >
        <Send aria-hidden="true" className="size-5" />
      </button>
    </form>
  )
}
