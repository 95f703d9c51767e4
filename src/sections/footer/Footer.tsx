import { author } from 'virtual:content/author'
import { copyrightYear, site } from 'virtual:content/site'
import * as words from 'virtual:words/footer'
import { Filled } from '#src/ui/Filled.tsx'
import { tapTargetClass, textLinkClass } from '#src/ui/link-styles.ts'

export function Footer() {
  return (
    // The bottom padding keeps the floating theme and chat buttons clear of the credit link.
    <footer className="border-t border-line px-6 pt-10 pb-28 text-center text-sm text-muted">
      <p>
        <Filled
          word={words.credit}
          values={{
            year: copyrightYear,
            name: author.name,
            credit: (
              <a
                href={site.footer.link}
                target="_blank"
                rel="noopener noreferrer"
                className={`${tapTargetClass} font-semibold ${textLinkClass}`}
              >
                {site.footer.credit}
              </a>
            ),
          }}
        />
      </p>
    </footer>
  )
}
