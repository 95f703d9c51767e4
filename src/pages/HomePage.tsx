import { Suspense, lazy } from 'react'
import { ClientOnly } from '@tanstack/react-router'
import { Hero } from '../sections/hero/Hero'
import { Footer } from '../sections/footer/Footer'
import { ThemeToggle } from '../widgets/theme/ThemeToggle'
import { ChatWidget } from '../widgets/chat/ChatWidget'
import { InstallApp } from '../widgets/install/InstallApp'

// Below the fold, each section's code (motion, the form's rules, the covers) loads after the
// first paint; the prerendered HTML stays on screen meanwhile and React hydrates each one as it lands.
const About = lazy(() => import('../sections/about/About').then((module) => ({ default: module.About })))
const BooksSection = lazy(() => import('../sections/books/BooksSection').then((module) => ({ default: module.BooksSection })))
const ContactSection = lazy(() => import('../sections/contact/ContactSection').then((module) => ({ default: module.ContactSection })))

export function HomePage() {
  return (
    <>
      <main>
        <Hero />
        <Suspense>
          <About />
        </Suspense>
        <Suspense>
          <BooksSection />
        </Suspense>
        <Suspense>
          <ContactSection />
        </Suspense>
      </main>
      <InstallApp />
      <Footer />
      {/* Buttons that need the app to do anything appear once it runs, so no early tap is lost. */}
      <ClientOnly>
        <ThemeToggle />
        <ChatWidget />
      </ClientOnly>
    </>
  )
}
