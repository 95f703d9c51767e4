import { author } from 'virtual:content/author'
import { books, series } from 'virtual:content/books'
import { site } from 'virtual:content/site'
import * as words from 'virtual:words/books'
import { replies } from './reply-rules.ts'

export const chatAssistantName = site.chat.assistant

export const chatGreeting = site.chat.greeting

export const replyTo = replies({ author, books, series, site, buy: words.buy })
