import { Link, useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ReportLive } from '#src/start/ReportLive.tsx'
import { textLinkClass } from '#src/ui/link-styles.ts'

export function NotFoundPage() {
  const { pathname } = useLocation()

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <main className="grid min-h-dvh place-items-center bg-paper px-6 text-center">
      <div>
        <h1 className="mb-4 text-5xl font-semibold">404</h1>
        <p className="mb-6 text-xl text-muted">Oops! Page not found</p>
        <Link to="/" className={textLinkClass}>
          Return to Home
        </Link>
      </div>
      <ReportLive part="page" />
    </main>
  )
}
