/// <reference path="./virtual-content.d.ts" />
import content from 'virtual:content'

/** The author's content (the content folder, checked at build), as the page's code reads it. */
export const { site, author, books, comingSoon } = content
export const readings = content.readings.readings

export type Book = (typeof books)[number]
export type Review = Book['reviews'][number]
export type Reading = (typeof readings)[number]
export type Image = Book['cover']
