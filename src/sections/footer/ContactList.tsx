import * as words from 'virtual:words/footer'
import { type ContactRole, contactLinks, type FooterContact } from './footer-parts.ts'

const roleWords = { agent: words.agent, rights: words.rights, publicity: words.publicity }

interface ContactListProps {
  /** Who speaks for the author, in footerContacts' order. */
  contacts: readonly (FooterContact & { role: ContactRole })[]
  /** The list's and the role's looks: the footer's rows and small label, or the press kit's. */
  className: string
  /** Each contact's own: the footer's sets the links side by side on a phone. */
  entryClassName?: string
  roleClassName: string
  /** The name's row: the footer's is a link's height from lg, in the rhythm of its links. */
  nameClassName?: string
  linkClassName: string
}

/** Who speaks for the author, each by role with a link per way to reach them: the footer's list, and the press kit's. */
export function ContactList({
  contacts,
  className,
  entryClassName,
  roleClassName,
  nameClassName = '',
  linkClassName,
}: ContactListProps) {
  return (
    <dl className={className}>
      {contacts.map((contact) => (
        <div key={contact.role} className={entryClassName}>
          <dt className={roleClassName}>{roleWords[contact.role]}</dt>
          {/* A row of its own, where the links may share one (the footer's, on a phone). */}
          <dd className={`w-full ${nameClassName}`}>{contact.name}</dd>
          {contactLinks(contact).map(({ href, text }) => (
            <dd key={href}>
              <a href={href} className={`${linkClassName} [overflow-wrap:anywhere]`}>
                {text}
              </a>
            </dd>
          ))}
        </div>
      ))}
    </dl>
  )
}
