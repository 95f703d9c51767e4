import * as words from 'virtual:words/notFound'
import { Link } from '@tanstack/react-router'
import { tapTargetClass, textLinkClass } from '#src/ui/link-styles.ts'

/** The way on when the page asked for is not there: the 404 page and the error page. */
export function ReturnHome() {
  return (
    <Link to="/" className={`${tapTargetClass} ${textLinkClass}`}>
      {words.home}
    </Link>
  )
}
