import { expect, it } from 'vitest'
import { mailTo, messageText } from './message-text.ts'

const message = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Tea & tides?',
  message: 'Line one,\nline two + more.',
}

it('copies everything the reader wrote, in the site’s words', () => {
  expect(messageText({ ...message, website: '' })).toBe(
    'From: Ada <ada@example.com>\nSubject: Tea & tides?\n\nLine one,\nline two + more.',
  )
})

it('opens a mail holding the subject and the message, every character kept', () => {
  const url = new URL(mailTo('pr@loud.example', { ...message, website: '' }))
  expect(url.protocol).toBe('mailto:')
  expect(url.pathname).toBe('pr@loud.example')
  expect(url.searchParams.get('subject')).toBe('Tea & tides?')
  expect(url.searchParams.get('body')).toBe('Line one,\nline two + more.')
})
