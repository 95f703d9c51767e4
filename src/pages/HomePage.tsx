import { newsletterOn, site } from 'virtual:content/site'
import { Footer } from '#src/sections/footer/Footer.tsx'
import { Hero } from '#src/sections/hero/Hero.tsx'
import { AfterStart } from '#src/start/AfterStart.tsx'
import { sectionWhenNear } from '#src/start/section-when-near.tsx'
import { ChatWidget } from '#src/widgets/chat/ChatWidget.tsx'
import { InstallApp } from '#src/widgets/install/InstallApp.tsx'
import { ThemeToggle } from '#src/widgets/theme/ThemeToggle.tsx'
import { usePageTitle } from './use-page-title.ts'

// Below the fold, each section's code (the form's rules, the covers) loads when the reader comes near it.
const About = sectionWhenNear('about', () => import('#src/sections/about/About.tsx').then((module) => module.About))
const BooksSection = sectionWhenNear('books', () =>
  import('#src/sections/books/BooksSection.tsx').then((module) => module.BooksSection),
)
const NewsletterSection = sectionWhenNear('newsletter', () =>
  import('#src/sections/newsletter/NewsletterSection.tsx').then((module) => module.NewsletterSection),
)
const ContactSection = sectionWhenNear('contact', () =>
  import('#src/sections/contact/ContactSection.tsx').then((module) => module.ContactSection),
)

export function HomePage() {
  usePageTitle(site.title)
  return (
    <>
      <main>
        <Hero />
        <About />
        <BooksSection />
        {newsletterOn.includes('home') && <NewsletterSection />}
        <ContactSection />
      </main>
      <InstallApp />
      <Footer />
      {/* Buttons that need the app to do anything appear once it runs, so no early tap is lost. */}
      <AfterStart>
        <ThemeToggle />
        <ChatWidget />
      </AfterStart>
    </>
  )
}
