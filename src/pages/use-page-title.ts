import { useEffect } from 'react'

/** The tab's title on a visit inside the app; the prerendered HTML already carries it on a first load. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title
  }, [title])
}
