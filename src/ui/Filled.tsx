import { Fragment, type ReactNode } from 'react'
import { type Template, wordParts } from '#src/content/words.ts'

/** A word whose placeholders hold elements (a link inside a sentence), in the word's own order. */
export function Filled<Name extends string>({
  word,
  values,
}: {
  word: Template<Name>
  values: Record<Name, ReactNode>
}) {
  return wordParts(word).map((part, index) => (
    // The parts never move: their place in the word is their key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>{index % 2 ? values[part as Name] : part}</Fragment>
  ))
}
