/**
 * The site's fixed words in English, grouped by the part that shows them: the spec's words exactly.
 * Written in TypeScript, not YAML, so components are type-checked against its keys and placeholders
 * (decision 0035); every other language is a YAML file beside it with the same keys.
 */
export const en = {
  hero: {
    label: 'Introduction',
    explore: 'Explore Books',
    contact: 'Get in Touch',
  },
  about: {
    heading: 'About the Author',
    portrait: 'Portrait of {name}',
    connect: 'Connect with {name}',
    schedule: 'Reading Schedule',
  },
  books: {
    heading: 'Featured Books',
    all: 'All books',
    cover: 'Cover of {title}',
    published: 'Published {year}',
    buy: 'Buy on {retailer} - {price}',
    details: 'View Details',
    sample: 'Read a sample',
    comingSoon: 'Coming Soon',
    teaserCover: 'Teaser cover of {title}',
    expected: 'Expected {when}',
  },
  notFound: {
    heading: 'Oops! Page not found',
    moved: "The address may have changed. {name}'s books are all here:",
    books: 'See the books',
    home: 'Return to Home',
  },
  errorPage: {
    offlineHeading: 'This page needs a connection',
    offlineText: 'It is not saved on this device yet. It opens by itself once you are back online.',
    failedHeading: 'This page could not be shown',
    failedText: 'Something in it failed to load. Reload to try again.',
    reload: 'Reload',
  },
  contact: {
    form: 'Contact form',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    send: 'Send Message',
    sending: 'Sending...',
    sentTitle: 'Message Sent!',
    sentText: 'Thank you for your message. {name} will get back to you soon.',
    failedTitle: 'Error',
    failedText: 'Failed to send message. Please try again.',
    savedTitle: 'Message Saved',
    savedOffline: 'Your message is saved on this device and will be sent automatically when the connection returns.',
    savedAskedToWait:
      'The site asked us to wait before sending more. Your message is saved on this device and will be sent automatically {when}.',
    savedServerFailed:
      'The site could not take it just now. Your message is saved on this device and will be sent automatically {when}.',
    inAMoment: 'in a moment',
    inMinutes: { one: 'in about {count} minute', other: 'in about {count} minutes' },
    inHours: { one: 'in about {count} hour', other: 'in about {count} hours' },
    cancelledTitle: 'Message Cancelled',
    cancelledText: 'It will not be sent. Your message is back in the form.',
    alreadySentTitle: 'Already Sent',
    alreadySentText: 'This message had already been sent, so it could not be cancelled.',
    takenBackTitle: 'Already Taken Back',
    takenBackText: 'This message was taken back in another tab, so it will not be sent.',
    thanks: 'Thank you, {name}.',
    onItsWay: 'Your message is on its way. {name} reads every message and will write back to {email}.',
    writeAnother: 'Write another message',
  },
  newsletter: {
    email: 'Your email address',
    subscribe: 'Subscribe',
    sending: 'Subscribing…',
    sent: 'Check your inbox to confirm',
    waiting: 'Saved — it will be sent when you are back online',
    failed: 'Your sign-up could not be sent',
    refused: 'The address was not accepted. Please check it and try again.',
    expiredDays: {
      one: 'It could not be sent for {count} day. Please try again.',
      other: 'It could not be sent for {count} days. Please try again.',
    },
    unsent: 'It could not be sent. Please check your connection and try again.',
    confirmTitle: 'Confirm your subscription',
    confirmText: 'Press the button to start receiving the newsletter at the address this link was sent to.',
    confirmButton: 'Confirm my subscription',
    confirmed: 'You are subscribed. Thank you!',
    alreadyConfirmed: 'You had already confirmed: you are subscribed.',
    expired: 'This link has expired.',
    signUpAgain: 'Sign up again',
    invalid: 'This link is not valid. Please use the link in the most recent email.',
    noToken: 'This page needs the link from the email. Please open that link again.',
    unsubscribeTitle: 'Unsubscribe',
    unsubscribeText: 'Press the button to stop the newsletter at the address this link was sent to.',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed. No more letters will come.',
    offline: 'You are offline — try again when connected',
    unavailable: 'Something went wrong on our side. Please try again in a moment.',
  },
  footer: {
    credit: '© {year} {name}. Powered by {credit}',
  },
} as const

export type English = typeof en
export type Group = keyof English
