import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHAT_REPLY_DELAY_MS, chatMessagesAtom, sendChatMessageAtom } from './chat-messages.ts'
import { chatGreeting, replyTo } from './chat-replies.ts'

describe('chat messages', () => {
  let store: ReturnType<typeof createStore>
  const lines = () => store.get(chatMessagesAtom).map(({ text, isBot }) => ({ text, isBot }))

  beforeEach(() => {
    vi.useFakeTimers()
    store = createStore()
  })
  afterEach(() => vi.useRealTimers())

  it('starts with one greeting from the assistant', () => {
    expect(lines()).toEqual([{ text: chatGreeting, isBot: true }])
  })

  it('waits exactly 1000 ms before replying', () => {
    expect(CHAT_REPLY_DELAY_MS).toBe(1000)
  })

  it("adds the visitor's trimmed line at once and the reply at 1000 ms, not at 999", () => {
    expect(store.set(sendChatMessageAtom, '  Golden Horizons?  ')).toBe(true)
    expect(lines().slice(1)).toEqual([{ text: 'Golden Horizons?', isBot: false }])

    vi.advanceTimersByTime(999)
    expect(lines()).toHaveLength(2)

    vi.advanceTimersByTime(1)
    expect(lines().slice(1)).toEqual([
      { text: 'Golden Horizons?', isBot: false },
      { text: replyTo('Golden Horizons?').text, isBot: true },
    ])
  })

  it.each(['', '   ', '\n\t '])('ignores blank input %j: no line, no reply', (blank) => {
    expect(store.set(sendChatMessageAtom, blank)).toBe(false)
    vi.runAllTimers()
    expect(lines()).toHaveLength(1)
  })

  it('answers two quick messages in order, with unique ids', () => {
    store.set(sendChatMessageAtom, 'buy')
    vi.advanceTimersByTime(500)
    store.set(sendChatMessageAtom, 'elena')
    vi.advanceTimersByTime(CHAT_REPLY_DELAY_MS)
    expect(lines().slice(1)).toEqual([
      { text: 'buy', isBot: false },
      { text: 'elena', isBot: false },
      { text: replyTo('buy').text, isBot: true },
      { text: replyTo('elena').text, isBot: true },
    ])
    const ids = store.get(chatMessagesAtom).map(({ id }) => id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
