import * as words from 'virtual:words/chat'
import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { ChatBubble } from './ChatBubble.tsx'
import { chatMessagesAtom } from './chat-messages.ts'

export function ChatMessageList() {
  const messages = useAtomValue(chatMessagesAtom)
  const logRef = useRef<HTMLDivElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new message scrolls the log to the bottom
  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages])

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={words.messages}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can scroll back through a long conversation
      tabIndex={0}
      className="flex min-h-40 flex-1 flex-col gap-2 overflow-y-auto p-4"
    >
      {messages.map((message) => (
        <ChatBubble key={message.id} message={message} />
      ))}
    </div>
  )
}
