import { atom } from 'jotai'

// Apart from the messages, so the floating button's bundle does not carry the replies.
export const chatOpenAtom = atom(false)
