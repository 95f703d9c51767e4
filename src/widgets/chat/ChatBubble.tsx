import * as words from 'virtual:words/chat'
import { Link } from '@tanstack/react-router'
import type { ChatMessage } from './chat-messages.ts'

const bySpeaker = {
  bot: 'self-start rounded-es-sm border border-line bg-paper text-ink',
  visitor: 'self-end rounded-ee-sm bg-button text-on-button',
}

const linkClass = 'underline underline-offset-2'

export function ChatBubble({ message }: { message: ChatMessage }) {
  return (
    <p
      className={`${message.isBot ? bySpeaker.bot : bySpeaker.visitor} max-w-[85%] rounded-2xl px-3.5 py-2 leading-snug wrap-break-word transition duration-300 ease-out starting:translate-y-1 starting:opacity-0`}
    >
      <span className="sr-only">{message.isBot ? words.assistant : words.you}</span>
      {message.text}
      {message.links?.map((link) => (
        <span key={link.url} className="block">
          <a href={link.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {link.label}
          </a>
        </span>
      ))}
      {message.books?.map((book) => (
        // A book of this site opens in this tab, as every link to a book's page does.
        <span key={book.slug} className="block">
          <Link to="/books/$slug" params={{ slug: book.slug }} className={linkClass}>
            {book.label}
          </Link>
        </span>
      ))}
    </p>
  )
}
