import * as words from 'virtual:words/newsletter'
import * as notFoundWords from 'virtual:words/notFound'
import { Link, useHydrated } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { buttonClass } from '#src/ui/button-styles.ts'
import { textLinkClass } from '#src/ui/link-styles.ts'
import { dropLinkFromAddress } from './address-without-link.ts'
import { followLink, type LinkAction, type LinkOutcome } from './follow-link.ts'
import { type AlertBook, askingWords, outcomeText } from './link-words.ts'
import { signUpAgainLink } from './sign-up-again.ts'

/** The way on from a link page opened without its link: a new sign-up sends a new confirm link; else home. */
function WithoutLink({ action, book }: { action: LinkAction; book?: AlertBook }) {
  const signUp = action === 'confirm' ? signUpAgainLink(book) : undefined
  return signUp ? (
    <Link {...signUp} className={buttonClass('primary')}>
      {words.signUpAgain}
    </Link>
  ) : (
    <Link to="/" className={buttonClass('outline')}>
      {notFoundWords.home}
    </Link>
  )
}

/**
 * A mail's link: what pressing the button will do, and what it did; for a release alert's link, of its book.
 * Before the app runs (prerendered, without the address's token) the button waits, so the page reads the same
 * until then. The token and book are taken out of the address as soon as the page has them (the page keeps them).
 */
export function NewsletterLink({ action, token, book }: { action: LinkAction; token?: string; book?: AlertBook }) {
  useEffect(dropLinkFromAddress, [])
  const hydrated = useHydrated()
  const [outcome, setOutcome] = useState<LinkOutcome | 'asking'>()
  const { title, text, button } = askingWords(action, words, book)
  const again = outcome === 'expired' ? signUpAgainLink(book) : undefined
  // Opened without the mail's token: nothing to press, so a way on instead of a button that cannot work.
  const withoutLink = hydrated && !token

  async function press() {
    if (!token || outcome === 'asking') return
    setOutcome('asking')
    setOutcome(await followLink(action, token))
  }

  return (
    <section aria-labelledby="newsletter-link-heading" className="mx-auto grid max-w-xl justify-items-center gap-6">
      <h1 id="newsletter-link-heading" className="text-center text-4xl font-semibold">
        {title}
      </h1>
      <p className="text-center text-muted">{withoutLink ? words.noToken : text}</p>
      {withoutLink ? (
        <WithoutLink action={action} book={book} />
      ) : (
        <button type="button" disabled={!hydrated} onClick={press} className={buttonClass('primary')}>
          {button}
        </button>
      )}
      <p role="status" className="min-h-[3lh] text-center font-semibold">
        {outcome && outcome !== 'asking' && outcomeText(outcome, words, book)}
        {again && (
          <>
            {' '}
            <Link {...again} className={textLinkClass}>
              {words.signUpAgain}
            </Link>
          </>
        )}
      </p>
    </section>
  )
}
