import * as words from 'virtual:words/image'
import { Camera } from 'lucide-react'

export function ImageUnavailable({ alt }: { alt: string }) {
  return (
    <div
      role="img"
      aria-label={alt}
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-muted"
    >
      <Camera aria-hidden="true" className="size-8" />
      <span className="text-sm">{words.unavailable}</span>
    </div>
  )
}
