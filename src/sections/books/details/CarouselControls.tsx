import * as words from 'virtual:words/details'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { fill } from '#src/content/words.ts'
import type { CarouselMove } from './carousel-index.ts'

interface CarouselControlsProps {
  index: number
  /** How many images: one dot each. */
  count: number
  onMove: (move: CarouselMove) => void
}

const tapTarget = 'grid size-11 place-items-center rounded-full'
const arrows = {
  previous: { label: words.previous, Icon: ChevronLeft },
  next: { label: words.next, Icon: ChevronRight },
} as const

export function CarouselControls({ index, count, onMove }: CarouselControlsProps) {
  return (
    <div className="mt-3 flex items-center justify-center">
      <Arrow direction="previous" onMove={onMove} />
      {Array.from({ length: count }, (_, dot) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
          key={dot}
          type="button"
          aria-label={fill(words.showImage, { number: dot + 1, count })}
          aria-current={dot === index ? 'true' : undefined}
          onClick={() => onMove({ jumpTo: dot })}
          className={`group ${tapTarget}`}
        >
          <span
            aria-hidden="true"
            className="size-3 rounded-full border-2 border-muted transition-colors group-hover:border-accent group-aria-[current=true]:border-accent group-aria-[current=true]:bg-accent"
          />
        </button>
      ))}
      <Arrow direction="next" onMove={onMove} />
    </div>
  )
}

function Arrow({ direction, onMove }: { direction: keyof typeof arrows; onMove: CarouselControlsProps['onMove'] }) {
  const { label, Icon } = arrows[direction]
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => onMove(direction)}
      className={`${tapTarget} text-ink hover:bg-ink/5`}
    >
      {/* A chevron points the way its images go: mirrored where lines run right to left. */}
      <Icon aria-hidden="true" className="size-5 rtl:-scale-x-100" />
    </button>
  )
}
