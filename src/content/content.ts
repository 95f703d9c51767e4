/// <reference path="./virtual-content.d.ts" />
import type { books } from 'virtual:content/books'
import type { posts } from 'virtual:content/news'
import type { readings } from 'virtual:content/readings'
import type { series } from 'virtual:content/series'

/** The types of the author's content (the content folder, checked at build); each part is its own module. */
export type Book = (typeof books)[number]
export type Series = (typeof series)[number]
/** A published post, with the lines the news list shows. */
export type Post = (typeof posts)[number]
/** A book's description, themes and reviews: what its page and details dialog add to the list's entry. */
export type BookText = Awaited<ReturnType<BookPartLoaders['text']>>['text']
export type Review = BookText['reviews'][number]
/** The books before and after one in its series, as its page links to them. */
export type Neighbours = Awaited<ReturnType<BookPartLoaders['entry']>>['neighbours']
export type Edition = Book['editions'][number]
export type BuyLink = Edition['buy'][number]
export type Reading = (typeof readings)['readings'][number]
export type SampleChapter = Awaited<ReturnType<NonNullable<BookPartLoaders['sample']>>>['sample']
