import { Fragment, type ReactNode } from 'react'

/**
 * A tile's line of parts ("Fiction · 2019", "Paperback · £9.99"), breaking only between its parts, each kept whole as
 * far as the tile's width allows. The dot leads the part after it in a 1em box, and the line starts 1em early: the
 * caller clips its overflow (`overflow-x-clip`), so a dot that would start a line is not drawn and none ends one.
 */
export function LineParts({ parts }: { parts: readonly ReactNode[] }) {
  if (parts.length === 0) return null
  const [first, ...rest] = parts
  return (
    <span className="-ms-[1em] block">
      <span className="inline-block ps-[1em]">{first}</span>
      {rest.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are in a fixed order and never reordered
        <Fragment key={index}>
          <wbr />
          {/* No break after the dot's box (a line may break around any box): the part's own words may. */}
          <span className="inline-block whitespace-nowrap">
            {/* Its own weight, a regular one: a bold dot and its spaces overfill the 1em box. */}
            <span className="inline-block w-[1em] text-center font-normal">{'\u00a0·\u00a0'}</span>
            <span className="whitespace-normal">{part}</span>
          </span>
        </Fragment>
      ))}
    </span>
  )
}
