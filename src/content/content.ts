/// <reference path="./virtual-content.d.ts" />
import type { books, series } from 'virtual:content/books'
import type { readings } from 'virtual:content/readings'
import type { samples } from 'virtual:content/samples'

/** The types of the author's content (the content folder, checked at build); each part is its own module. */
export type Book = (typeof books)[number]
export type Series = (typeof series)[number]
export type Review = Book['reviews'][number]
export type Edition = Book['editions'][number]
export type BuyLink = Edition['buy'][number]
export type Reading = (typeof readings)['readings'][number]
export type SampleChapter = Awaited<ReturnType<(typeof samples)[string]>>['sample']
