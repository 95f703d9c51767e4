import * as words from 'virtual:words/header'
import { describe, expect, it } from 'vitest'
import { siteLinks } from './site-links.ts'

const labels = (links: { label: string }[]) => links.map((link) => link.label)

describe('siteLinks', () => {
  it('names every part of a site that has them all, in the reader’s order', () => {
    const links = siteLinks(
      { bookCount: 7, homeBookCount: 3, readingCount: 2, postCount: 2, press: true, newsletterOnHome: true },
      words,
    )
    expect(links).toEqual([
      { label: words.books, to: '/books' },
      { label: words.events, to: '/events' },
      { label: words.news, to: '/news' },
      { label: words.press, to: '/press' },
      { label: words.about, to: '/', hash: 'about' },
      { label: words.newsletter, to: '/', hash: 'newsletter' },
      { label: words.contact, to: '/', hash: 'contact' },
    ])
  })

  it('sends Books to the home’s books when the home shows them all', () => {
    const [books] = siteLinks(
      { bookCount: 3, homeBookCount: 3, readingCount: 0, postCount: 0, press: false, newsletterOnHome: false },
      words,
    )
    expect(books).toEqual({ label: words.books, to: '/', hash: 'books' })
  })

  it('leaves out Events without readings, News without posts and Newsletter without a form on the home', () => {
    expect(
      labels(
        siteLinks(
          { bookCount: 2, homeBookCount: 2, readingCount: 0, postCount: 0, press: false, newsletterOnHome: false },
          words,
        ),
      ),
    ).toEqual([words.books, words.about, words.contact])
  })

  it('names an only book the book, on the home', () => {
    const [book] = siteLinks(
      { bookCount: 1, homeBookCount: 1, readingCount: 0, postCount: 0, press: false, newsletterOnHome: false },
      words,
    )
    expect(book).toEqual({ label: words.book, to: '/', hash: 'books' })
  })

  it('names each link in the words it is given', () => {
    const portuguese = {
      books: 'Livros',
      book: 'O livro',
      events: 'Eventos',
      news: 'Notícias',
      about: 'Sobre',
      newsletter: 'Boletim',
      press: 'Imprensa',
      contact: 'Contacto',
    }
    expect(
      labels(
        siteLinks(
          { bookCount: 1, homeBookCount: 1, readingCount: 1, postCount: 1, press: true, newsletterOnHome: true },
          portuguese,
        ),
      ),
    ).toEqual(['O livro', 'Eventos', 'Notícias', 'Imprensa', 'Sobre', 'Boletim', 'Contacto'])
  })
})
