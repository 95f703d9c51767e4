import { atom } from 'jotai'
import { storeRegionAtom } from '#src/device/store-region.ts'
import { chatGreeting, replyTo } from './chat-replies.ts'
import type { Reply } from './reply-rules.ts'

export const CHAT_REPLY_DELAY_MS = 1000

export interface ChatMessage extends Reply {
  id: number
  isBot: boolean
}

let lastId = 0
const nextId = () => ++lastId

export const chatMessagesAtom = atom<readonly ChatMessage[]>([{ id: 0, text: chatGreeting, isBot: true }])

/**
 * Adds the visitor's line at once and the assistant's reply CHAT_REPLY_DELAY_MS later.
 * The reply lands in the atom, so it arrives even if the panel closed meanwhile.
 * Returns false, and adds nothing, when the text is blank.
 */
export const sendChatMessageAtom = atom(null, (get, set, userText: string): boolean => {
  const text = userText.trim()
  if (!text) return false
  set(chatMessagesAtom, (messages) => [...messages, { id: nextId(), text, isBot: false }])
  // A book's stores are the reader's: the region the store picker shows.
  const region = get(storeRegionAtom)
  setTimeout(() => {
    set(chatMessagesAtom, (messages) => [...messages, { id: nextId(), ...replyTo(text, region), isBot: true }])
  }, CHAT_REPLY_DELAY_MS)
  return true
})
