import { author } from 'virtual:content/author'
import { books } from 'virtual:content/books'
import { series } from 'virtual:content/series'
import { site } from 'virtual:content/site'
import * as bookWords from 'virtual:words/books'
import * as chatWords from 'virtual:words/chat'
import * as formatWords from 'virtual:words/formats'
import { replies } from './reply-rules.ts'

export const chatAssistantName = site.chat.assistant

export const chatGreeting = site.chat.greeting

export const replyTo = replies({
  author,
  books,
  series,
  site,
  // Each word by name, not the groups whole: the chat's words then travel with the chat alone.
  words: {
    chat: {
      book: chatWords.book,
      store: chatWords.store,
      readingOrder: chatWords.readingOrder,
      inOrder: chatWords.inOrder,
      leadingArticles: chatWords.leadingArticles,
      asksToBuy: chatWords.asksToBuy,
      asksToBuyABook: chatWords.asksToBuyABook,
      asksAboutTheAuthor: chatWords.asksAboutTheAuthor,
      asksWhenOut: chatWords.asksWhenOut,
      comesOut: chatWords.comesOut,
      cameOut: chatWords.cameOut,
      countryNames: chatWords.countryNames,
    },
    buy: { buy: bookWords.buy, buyAt: bookWords.buyAt, preorder: bookWords.preorder, preorderAt: bookWords.preorderAt },
    formats: formatWords,
  },
})
