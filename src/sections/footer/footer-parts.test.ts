import { describe, expect, it } from 'vitest'
import type { Template } from '#src/content/words.ts'
import { addressForReaders, contactLinks, footerContacts, privacyLine, shownAddress } from './footer-parts.ts'

describe('footerContacts', () => {
  it('lists the agent, rights and publicity the author named, in that order, and no other', () => {
    const contacts = footerContacts({
      publicity: { name: 'Loud PR', url: 'https://loud.example' },
      agent: { name: 'Ann Agent', email: 'ann@far.example' },
    })
    expect(contacts.map(({ role, name }) => [role, name])).toEqual([
      ['agent', 'Ann Agent'],
      ['publicity', 'Loud PR'],
    ])
  })

  it('lists none for a site that names none', () => {
    expect(footerContacts({})).toEqual([])
  })
})

describe('addressForReaders', () => {
  const agent = { name: 'Ann Agent', email: 'ann@far.example' }
  const rights = { name: 'Rights Ltd', email: 'rights@far.example' }
  it.each([
    [
      'the publicist first',
      { agent, rights, publicity: { name: 'Loud PR', email: 'pr@loud.example' } },
      'pr@loud.example',
    ],
    [
      'the agent when the publicist has no email',
      { agent, publicity: { name: 'Loud PR', url: 'https://loud.example' } },
      'ann@far.example',
    ],
    ['never the rights agency', { rights }, undefined],
    ['none when none is named', {}, undefined],
  ])('%s', (_, footer, address) => {
    expect(addressForReaders(footer)).toBe(address)
  })
})

describe('contactLinks', () => {
  it('opens the email in the reader’s mail app and shows the address as written', () => {
    expect(contactLinks({ name: 'A', email: 'ann@far.example' })).toEqual([
      { href: 'mailto:ann@far.example', text: 'ann@far.example' },
    ])
  })

  it('gives the email first, then the web address, when the contact has both', () => {
    expect(
      contactLinks({ name: 'A', email: 'a@b.example', url: 'https://b.example/' }).map((link) => link.text),
    ).toEqual(['a@b.example', 'b.example'])
  })
})

describe('shownAddress', () => {
  it.each([
    ['https://www.far-and-wide.example/', 'far-and-wide.example'],
    ['https://far.example/agents/ann/', 'far.example/agents/ann'],
    ['http://far.example/?lang=en', 'far.example?lang=en'],
  ])('shows %s as %s', (url, shown) => {
    expect(shownAddress(url)).toBe(shown)
  })
})

describe('privacyLine', () => {
  const words = {
    privacy: 'No cookies. {name} reads your message.' as Template<'name'>,
    privacyNewsletter: 'The newsletter keeps your address.',
  }

  it('says the site’s words with the author’s first name, and the newsletter’s only where the site has one', () => {
    expect(privacyLine(undefined, words, 'Elena', true)).toBe(
      'No cookies. Elena reads your message. The newsletter keeps your address.',
    )
    expect(privacyLine(undefined, words, 'Elena', false)).toBe('No cookies. Elena reads your message.')
  })

  it('says the author’s own words instead, when the content has them', () => {
    expect(privacyLine('My own policy.', words, 'Elena', true)).toBe('My own policy.')
  })
})
