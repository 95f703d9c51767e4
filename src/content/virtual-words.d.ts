// Generated from tooling/content/locales/en.ts by tooling/content/words/write-words-declarations.ts: do not edit.
// `npm run dev` rewrites it; by hand: `npx tsx tooling/content/words/write-words-declarations.ts`.
/**
 * Each group's words, typed from the English file: a key or a placeholder it lacks fails the type check.
 * Imported as a namespace (`import * as words`): each word is its own export, so a chunk carries only the words it uses.
 */
type GroupWords<Group extends keyof SiteWords> = SiteWords[Group]
type SiteWords = import('../../tooling/content/words/site-words.ts').SiteWords

declare module 'virtual:words/hero' {
  const words: GroupWords<'hero'>
  export = words
}
declare module 'virtual:words/header' {
  const words: GroupWords<'header'>
  export = words
}
declare module 'virtual:words/theme' {
  const words: GroupWords<'theme'>
  export = words
}
declare module 'virtual:words/notices' {
  const words: GroupWords<'notices'>
  export = words
}
declare module 'virtual:words/image' {
  const words: GroupWords<'image'>
  export = words
}
declare module 'virtual:words/share' {
  const words: GroupWords<'share'>
  export = words
}
declare module 'virtual:words/outbox' {
  const words: GroupWords<'outbox'>
  export = words
}
declare module 'virtual:words/pageTitles' {
  const words: GroupWords<'pageTitles'>
  export = words
}
declare module 'virtual:words/manifest' {
  const words: GroupWords<'manifest'>
  export = words
}
declare module 'virtual:words/about' {
  const words: GroupWords<'about'>
  export = words
}
declare module 'virtual:words/books' {
  const words: GroupWords<'books'>
  export = words
}
declare module 'virtual:words/notFound' {
  const words: GroupWords<'notFound'>
  export = words
}
declare module 'virtual:words/errorPage' {
  const words: GroupWords<'errorPage'>
  export = words
}
declare module 'virtual:words/contact' {
  const words: GroupWords<'contact'>
  export = words
}
declare module 'virtual:words/newsletter' {
  const words: GroupWords<'newsletter'>
  export = words
}
declare module 'virtual:words/reader' {
  const words: GroupWords<'reader'>
  export = words
}
declare module 'virtual:words/readings' {
  const words: GroupWords<'readings'>
  export = words
}
declare module 'virtual:words/events' {
  const words: GroupWords<'events'>
  export = words
}
declare module 'virtual:words/details' {
  const words: GroupWords<'details'>
  export = words
}
declare module 'virtual:words/footer' {
  const words: GroupWords<'footer'>
  export = words
}
declare module 'virtual:words/honeypot' {
  const words: GroupWords<'honeypot'>
  export = words
}
declare module 'virtual:words/formats' {
  const words: GroupWords<'formats'>
  export = words
}
declare module 'virtual:words/store' {
  const words: GroupWords<'store'>
  export = words
}
declare module 'virtual:words/catalogue' {
  const words: GroupWords<'catalogue'>
  export = words
}
declare module 'virtual:words/series' {
  const words: GroupWords<'series'>
  export = words
}
declare module 'virtual:words/news' {
  const words: GroupWords<'news'>
  export = words
}
declare module 'virtual:words/press' {
  const words: GroupWords<'press'>
  export = words
}
declare module 'virtual:words/chatButton' {
  const words: GroupWords<'chatButton'>
  export = words
}
declare module 'virtual:words/chat' {
  const words: GroupWords<'chat'>
  export = words
}
declare module 'virtual:words/formRules' {
  const words: GroupWords<'formRules'>
  export = words
}
declare module 'virtual:words/confirmationMail' {
  const words: GroupWords<'confirmationMail'>
  export = words
}
