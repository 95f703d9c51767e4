import { createElement, Fragment, type ReactNode } from 'react'
import { type Template, wordParts } from '#src/content/words.ts'

/**
 * A word whose placeholders hold elements (a link inside a sentence), in the word's own order.
 * Its parts are children, not a list: they never move, so they need no keys.
 */
export const Filled = <Name extends string>({
  word,
  values,
}: {
  word: Template<Name>
  values: Record<Name, ReactNode>
}) => createElement(Fragment, null, ...wordParts(word).map((part, index) => (index % 2 ? values[part as Name] : part)))
