import { Hero } from '../sections/hero/Hero'
import { About } from '../sections/about/About'
import { BooksSection } from '../sections/books/BooksSection'
import { ContactSection } from '../sections/contact/ContactSection'
import { Footer } from '../sections/footer/Footer'
import { ThemeToggle } from '../widgets/theme/ThemeToggle'
import { ChatWidget } from '../widgets/chat/ChatWidget'
import { InstallApp } from '../widgets/install/InstallApp'

export function HomePage() {
  return (
    <>
      <main>
        <Hero />
        <About />
        <BooksSection />
        <ContactSection />
      </main>
      <InstallApp />
      <Footer />
      <ThemeToggle />
      <ChatWidget />
    </>
  )
}
