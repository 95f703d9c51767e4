import { author } from 'virtual:content/author'
import { pressPageMeta } from '#src/content/page-meta.ts'
import { PressKit } from '#src/sections/press/PressKit.tsx'
import { PageFrame } from './PageFrame.tsx'
import { usePageTitle } from './use-page-title.ts'

export function PressPage() {
  usePageTitle(pressPageMeta(author.name).title)
  return (
    <PageFrame footerContacts={false}>
      <PressKit />
    </PageFrame>
  )
}
