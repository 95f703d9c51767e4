import * as words from 'virtual:words/newsletter'
import * as notFoundWords from 'virtual:words/notFound'
import { Link, useHydrated } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { buttonClass } from '#src/ui/button-styles.ts'
import { textLinkClass } from '#src/ui/link-styles.ts'
import { dropTokenFromAddress } from './address-without-token.ts'
import { followLink, type LinkAction, type LinkOutcome } from './follow-link.ts'
import { askingWords, outcomeText } from './link-words.ts'
import { signUpAgainLink } from './sign-up-again.ts'

/** The way on from a link page opened without its link: a new sign-up sends a new confirm link; else home. */
function WithoutLink({ action }: { action: LinkAction }) {
  const signUp = action === 'confirm' ? signUpAgainLink() : undefined
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
 * A mail's link: what pressing the button will do, and what it did. Before the app runs (prerendered,
 * without the address's token) the button waits, so the page reads the same until then. The token is
 * kept here and taken out of the address as soon as the page has it.
 */
export function NewsletterLink({ action, token: linkToken }: { action: LinkAction; token?: string }) {
  const [token] = useState(linkToken)
  useEffect(dropTokenFromAddress, [])
  const hydrated = useHydrated()
  const [outcome, setOutcome] = useState<LinkOutcome | 'asking'>()
  const { title, text, button } = askingWords(action, words)
  const again = outcome === 'expired' ? signUpAgainLink() : undefined
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
        <WithoutLink action={action} />
      ) : (
        <button type="button" disabled={!hydrated} onClick={press} className={buttonClass('primary')}>
          {button}
        </button>
      )}
      <p role="status" className="min-h-[3lh] text-center font-semibold">
        {outcome && outcome !== 'asking' && outcomeText(outcome, words)}
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
