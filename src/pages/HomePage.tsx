import { newsletterOn, site } from 'virtual:content/site'
import { lazy, Suspense } from 'react'
import { Footer } from '#src/sections/footer/Footer.tsx'
import { Hero } from '#src/sections/hero/Hero.tsx'
import { AfterStart } from '#src/start/AfterStart.tsx'
import { loadWhenNear } from '#src/start/near-viewport.ts'
import { ReportLive } from '#src/start/ReportLive.tsx'
import { ChatWidget } from '#src/widgets/chat/ChatWidget.tsx'
import { InstallApp } from '#src/widgets/install/InstallApp.tsx'
import { ThemeToggle } from '#src/widgets/theme/ThemeToggle.tsx'
import { usePageTitle } from './use-page-title.ts'

// Below the fold, each section's code (motion, the form's rules, the covers) loads when the reader
// comes near it; the prerendered HTML stays on screen meanwhile and React hydrates each one as it lands.
// Each reports inside its boundary, which commits only once the section's code has landed.
const About = lazy(() =>
  loadWhenNear('about', () => import('#src/sections/about/About.tsx')).then((module) => ({ default: module.About })),
)
const BooksSection = lazy(() =>
  loadWhenNear('books', () => import('#src/sections/books/BooksSection.tsx')).then((module) => ({
    default: module.BooksSection,
  })),
)
const NewsletterSection = lazy(() =>
  loadWhenNear('newsletter', () => import('#src/sections/newsletter/NewsletterSection.tsx')).then((module) => ({
    default: module.NewsletterSection,
  })),
)
const ContactSection = lazy(() =>
  loadWhenNear('contact', () => import('#src/sections/contact/ContactSection.tsx')).then((module) => ({
    default: module.ContactSection,
  })),
)

export function HomePage() {
  usePageTitle(site.title)
  return (
    <>
      <main>
        <Hero />
        <Suspense>
          <About />
          <ReportLive part="about" />
        </Suspense>
        <Suspense>
          <BooksSection />
          <ReportLive part="books" />
        </Suspense>
        {newsletterOn.includes('home') && (
          <Suspense>
            <NewsletterSection />
            <ReportLive part="newsletter" />
          </Suspense>
        )}
        <Suspense>
          <ContactSection />
          <ReportLive part="contact" />
        </Suspense>
      </main>
      <InstallApp />
      <Footer />
      <ReportLive part="page" />
      {/* Buttons that need the app to do anything appear once it runs, so no early tap is lost. */}
      <AfterStart>
        <ThemeToggle />
        <ChatWidget />
      </AfterStart>
    </>
  )
}
