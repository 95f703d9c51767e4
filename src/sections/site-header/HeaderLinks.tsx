import { headerLinks } from 'virtual:content/site'
import { Link } from '@tanstack/react-router'

interface HeaderLinksProps {
  /** The list's own layout: a row in the header, or a column in the phone's menu. */
  className: string
  linkClassName: string
}

/** The header's links after the author's name, in the order the keyboard takes them. */
export function HeaderLinks({ className, linkClassName }: HeaderLinksProps) {
  return (
    <ul className={className}>
      {headerLinks.map((link) => (
        <li key={link.label}>
          <Link
            to={link.to}
            hash={link.hash}
            activeOptions={{ exact: true, includeHash: true }}
            className={linkClassName}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
