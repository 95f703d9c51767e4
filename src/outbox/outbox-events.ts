import type { OutboxKind } from './outbox-entry.ts'
import { outboxChannelName as channelName } from './outbox-names.ts'

/** What happened to one entry; every tab and the worker hear it on the BroadcastChannel. */
export interface OutboxEvent {
  type: 'queued' | 'sent' | 'retrying' | 'rejected' | 'unconnected' | 'expired' | 'discarded'
  id: string
  /** Which kind of entry: each part of the page speaks of its own. */
  kind: OutboxKind
  /** Failed attempts before this event: above 0, the message had been waiting. */
  attempts: number
}

export type Notify = (event: OutboxEvent) => void

let sender: BroadcastChannel | undefined

/** Heard by every other BroadcastChannel object of this name, including this context's own listeners. */
export function broadcastOutboxEvent(event: OutboxEvent): void {
  sender ??= new BroadcastChannel(channelName)
  sender.postMessage(event)
}

export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  const channel = new BroadcastChannel(channelName)
  channel.onmessage = (message: MessageEvent<OutboxEvent>) => listener(message.data)
  return () => channel.close()
}
