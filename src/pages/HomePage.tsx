import { newsletterOn, site } from 'virtual:content/site'
import { useRef } from 'react'
import { Footer } from '#src/sections/footer/Footer.tsx'
import { Hero } from '#src/sections/hero/Hero.tsx'
import { SiteHeader } from '#src/sections/site-header/SiteHeader.tsx'
import { AfterHydration } from '#src/ui/AfterHydration.tsx'
import { SectionWhenNear, sectionWhenNear } from '#src/ui/SectionWhenNear.tsx'
import { ChatWidget } from '#src/widgets/chat/ChatWidget.tsx'
import { useCornerClear } from '#src/widgets/floating-corner/use-corner-clear.ts'
import { InstallApp } from '#src/widgets/install/InstallApp.tsx'
import { ThemeToggle } from '#src/widgets/theme/ThemeToggle.tsx'
import { usePageTitle } from './use-page-title.ts'

// Below the fold, each section's code (the form's rules, the covers) loads when the reader comes near it.
const about = sectionWhenNear('about', () => import('#src/sections/about/About.tsx').then((module) => module.About))
const books = sectionWhenNear('books', () =>
  import('#src/sections/books/BooksSection.tsx').then((module) => module.BooksSection),
)
const newsletter = sectionWhenNear('newsletter', () =>
  import('#src/sections/newsletter/NewsletterSection.tsx').then((module) => module.NewsletterSection),
)
const contact = sectionWhenNear('contact', () =>
  import('#src/sections/contact/ContactSection.tsx').then((module) => module.ContactSection),
)

export function HomePage() {
  usePageTitle(site.title)
  // The floating buttons come once the reader is past the hero (over it they lay on the lead book and its buy), and
  // keep off the footer's links.
  const hero = useRef<HTMLElement>(null)
  const footer = useRef<HTMLElement>(null)
  useCornerClear(hero, footer)
  return (
    <>
      <SiteHeader />
      <main>
        <Hero ref={hero} />
        <SectionWhenNear section={about} />
        <SectionWhenNear section={books} />
        {newsletterOn.includes('home') && <SectionWhenNear section={newsletter} />}
        <SectionWhenNear section={contact} />
      </main>
      <InstallApp />
      <Footer ref={footer} />
      {/* Buttons that need the app to do anything appear once it runs, so no early tap is lost. */}
      <AfterHydration>
        <ThemeToggle />
        <ChatWidget />
      </AfterHydration>
    </>
  )
}
