import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { chatMessagesAtom } from './chat-messages'
import { ChatBubble } from './ChatBubble'

export function ChatMessageList() {
  const messages = useAtomValue(chatMessagesAtom)
  const logRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages])

  return (
    // Focusable so keyboard users can scroll back through a long conversation.
    <div ref={logRef} role="log" aria-live="polite" aria-label="Messages" tabIndex={0} className="flex min-h-40 flex-1 flex-col gap-2 overflow-y-auto p-4">
      {messages.map((message) => (
        <ChatBubble key={message.id} message={message} />
      ))}
    </div>
  )
}
