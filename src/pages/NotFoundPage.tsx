import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { MessagePage, ReturnHome } from './MessagePage.tsx'

export function NotFoundPage() {
  const { pathname } = useLocation()

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <MessagePage>
      <h1 className="mb-4 text-5xl font-semibold">404</h1>
      <p className="mb-6 text-xl text-muted">Oops! Page not found</p>
      <ReturnHome />
    </MessagePage>
  )
}
