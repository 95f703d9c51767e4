/// <reference path="./virtual-content.d.ts" />
import type { loaders } from 'virtual:content/book-parts'
import type { books, series } from 'virtual:content/books'
import type { readings } from 'virtual:content/readings'

/** The types of the author's content (the content folder, checked at build); each part is its own module. */
export type Book = (typeof books)[number]
export type Series = (typeof series)[number]
/** A book's description, themes and reviews: what its page and details dialog add to the list's entry. */
export type BookText = Awaited<ReturnType<(typeof loaders)[string]['text']>>['text']
export type Review = BookText['reviews'][number]
export type Edition = Book['editions'][number]
export type BuyLink = Edition['buy'][number]
export type Reading = (typeof readings)['readings'][number]
export type SampleChapter = Awaited<ReturnType<NonNullable<(typeof loaders)[string]['sample']>>>['sample']
