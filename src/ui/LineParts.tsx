import { Fragment, type ReactNode } from 'react'

/**
 * A line of parts ("Fiction · 2019", "Buy on Waterstones – £3.79"), breaking only between its parts, each kept whole as
 * far as the line's width allows. The separator leads the part after it in a 1em box, and the line starts 1em early:
 * the caller clips its overflow (`overflow-x-clip`), so a separator that would start a line is not drawn and none ends
 * one. Its lines are centred as the caller's text is: the early start is the first part's own padding.
 */
export function LineParts({ parts, separator = '·' }: { parts: readonly ReactNode[]; separator?: string }) {
  if (parts.length === 0) return null
  const [first, ...rest] = parts
  return (
    <span className="-ms-[1em] block">
      <span className="inline-block ps-[1em]">{first}</span>
      {rest.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are in a fixed order and never reordered
        <Fragment key={index}>
          <wbr />
          {/* No break after the separator's box (a line may break around any box): the part's own words may. */}
          <span className="inline-block whitespace-nowrap">
            {/* Its own weight, a regular one: a bold dot and its spaces overfill the 1em box. */}
            <span className="inline-block w-[1em] text-center font-normal">{`\u00a0${separator.trim()}\u00a0`}</span>
            <span className="whitespace-normal">{part}</span>
          </span>
        </Fragment>
      ))}
    </span>
  )
}
