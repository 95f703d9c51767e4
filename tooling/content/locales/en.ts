/**
 * The site's fixed words in English, grouped by the part that shows them; the browser tests hold the demo to them word for word.
 * Written in TypeScript, not YAML, so components are type-checked against its keys and placeholders
 * (decision 0035); every other language is a YAML file beside it with the same keys.
 */
import { englishReaderWords } from '../../../supabase/functions/_shared/reader-words.ts'

export const en = {
  hero: {
    label: 'Introduction',
    explore: 'Explore Books',
    // The same button on the site of an author with one book.
    exploreBook: 'Explore the Book',
    contact: 'Get in Touch',
  },
  header: {
    nav: 'Site',
    menu: 'Menu',
    books: 'Books',
    // The same link on the site of an author with one book: the home's section that book heads.
    book: 'The Book',
    events: 'Events',
    news: 'News',
    press: 'Press',
    about: 'About',
    newsletter: 'Newsletter',
    contact: 'Contact',
  },
  theme: {
    toDark: 'Switch to dark theme',
    toLight: 'Switch to light theme',
  },
  notices: {
    offline: 'You’re offline',
    offlineReady: 'Ready to work offline',
    updateTitle: 'A new version is available',
    updateText: 'Reload to see the latest version of the site.',
    reload: 'Reload',
    install: 'Install app',
    iosHint: 'Install: tap Share, then Add to Home Screen',
    dismissIosHint: 'Dismiss install hint',
    notifications: 'Notifications',
    dismiss: 'Dismiss notification',
    close: 'Close',
    notOpenedTitle: 'Error',
    notOpened: 'This could not be opened. Check your connection, then try again or reload the page.',
  },
  image: {
    unavailable: 'Image unavailable',
  },
  share: {
    share: 'Share',
    shareBook: 'Share {title}',
    copied: 'Link copied',
    failed: 'Could not share',
    copyInstead: 'Copy this link instead: {url}',
  },
  outbox: {
    pending: { one: '{count} message waiting to be sent', other: '{count} messages waiting to be sent' },
    waiting: 'Messages waiting to be sent',
    dontSend: 'Don’t send',
    dontSendThis: 'Don’t send {subject}',
    takingBack: 'Taking back…',
    notSent: 'Messages not sent',
    refused: 'The server refused it.',
    // A site put online with no backend: its forms reach no one, and the reader is told so, with another way to write.
    unconnected: 'This form isn’t connected yet, so it could not be sent.',
    emailIt: 'Send it by email to {email}',
    expired: { one: 'It could not be sent for {count} day.', other: 'It could not be sent for {count} days.' },
    kept: { one: 'Kept on this device for {count} day.', other: 'Kept on this device for {count} days.' },
    edit: 'Edit and send again',
    copy: 'Copy',
    discard: 'Discard',
    copiedText: 'From: {name} <{email}>\nSubject: {subject}\n\n{message}',
    replaceHeading: 'Replace what you’ve typed?',
    replaceText:
      'The form holds words you have typed. Replace them with this message’s, or keep them and leave the message where it is.',
    keep: 'Keep what I typed',
    replace: 'Replace',
  },
  pageTitles: {
    catalogue: 'All books — {name}',
    // The same page on the site of an author with one book: titled as its heading, the book, not "all" of one.
    catalogueOne: 'The Book — {name}',
    catalogueText: 'Every book by {name}, with its cover, genre and year: search by title or choose a genre.',
    seriesText: {
      one: 'The {count} book of {series} by {name}, in reading order.',
      other: 'The {count} books of {series} by {name}, in reading order.',
    },
    sampleText: 'A sample chapter of {title}. {summary}',
    notFound: 'Page not found — {name}',
    news: 'News — {name}',
    newsText: 'The latest news from {name}, newest first.',
    events: 'Events — {name}',
    eventsText: 'Readings, signings and other events with {name}: when and where, with a calendar file for each.',
    press: 'Press kit — {name}',
    pressText:
      'Biographies, photos, book covers and press quotes for {name}, with who to ask for interviews and rights.',
  },
  manifest: {
    phoneScreenshot: '{name}’s books on a phone',
    homeScreenshot: '{name}’s home page',
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
    buy: 'Buy on {retailer} – {price}',
    // A store with no price given (a book on pre-order may have none yet), and the words for a book not out yet.
    buyAt: 'Buy on {retailer}',
    preorder: 'Pre-order on {retailer} – {price}',
    preorderAt: 'Pre-order on {retailer}',
    details: 'View Details',
    sample: 'Read a sample',
    comingSoon: 'Coming Soon',
    teaserCover: 'Teaser cover of {title}',
    expected: 'Expected {when}',
    // At the end of a book's page that has no next in a series: another of the author's books.
    moreBy: 'More by {name}',
  },
  notFound: {
    heading: 'Oops! Page not found',
    moved: 'The address may have changed. {name}’s books are all here:',
    books: 'See the books',
    // The same line and button on the site of an author with one book.
    movedOne: 'The address may have changed. {name}’s book is here:',
    book: 'See the book',
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
    heading: "Let's Connect",
    // The labels the functions' reasons name ("Subject is required"): written once, beside those reasons.
    name: englishReaderWords.fields.name,
    email: englishReaderWords.fields.email,
    subject: englishReaderWords.fields.subject,
    message: englishReaderWords.fields.message,
    messageCount: '{count} / {min} characters minimum',
    send: 'Send Message',
    sending: 'Sending...',
    sentTitle: 'Message Sent!',
    sentText: 'Thank you for your message. {name} will get back to you soon.',
    failedTitle: 'Error',
    failedText: 'Failed to send message. Please try again.',
    unconnectedTitle: 'Message Not Sent',
    unconnectedKept: 'This form isn’t connected yet, so no message can be sent through it. Yours is kept below.',
    unconnectedTyped:
      'This form isn’t connected yet, so no message can be sent through it. Yours is still in the form.',
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
    sentText: 'We sent a letter to {email}. The newsletter starts once you press the link in it.',
    // A release alert's form, on the page of a book still to come (decision 0075).
    alertHeading: 'Tell me when it’s out',
    alertConsent: 'One email when this book is out, nothing more. You can unsubscribe at any time.',
    alertSubscribe: 'Notify me',
    alertSentText:
      'We sent a letter to {email}. Once you press the link in it, you will hear once, when this book is out.',
    another: 'Sign up another address',
    waiting: 'Saved — it will be sent when you are back online',
    failed: 'Your sign-up could not be sent',
    refused: 'The address was not accepted. Please check it and try again.',
    expiredDays: {
      one: 'It could not be sent for {count} day. Please try again.',
      other: 'It could not be sent for {count} days. Please try again.',
    },
    unsent: 'It could not be sent. Please check your connection and try again.',
    unconnected: 'This form isn’t connected yet.',
    writeInstead: 'To hear of new books, write to {email}.',
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
    // A release alert's links open the same pages, which speak of the book the link names (decision 0075).
    alertConfirmTitle: 'Confirm your alert',
    alertConfirmText: 'Press the button to get one email when {title} is out, at the address this link was sent to.',
    alertConfirmButton: 'Confirm the alert',
    alertConfirmed: 'Done: you will get one email when {title} is out.',
    alertAlreadyConfirmed: 'You had already confirmed: you will get one email when {title} is out.',
    alertUnsubscribeTitle: 'Stop this alert',
    alertUnsubscribeText: 'Press the button to get no email when {title} is out, at the address this link was sent to.',
    alertUnsubscribeButton: 'Stop the alert',
    alertUnsubscribed: 'Done: no email about {title}.',
    offline: 'You are offline — try again when connected',
    unavailable: 'Something went wrong on our side. Please try again in a moment.',
  },
  reader: {
    textSize: 'Text size',
    smaller: 'Smaller text',
    larger: 'Larger text',
    size: '{size} of {largest}',
    progress: 'Reading progress',
    start: 'Read a sample',
    continue: 'Continue reading ({percent})',
    again: 'Read the sample again',
    end: 'End of the sample',
    aboutBook: 'More about the book',
    backToBook: 'Back to the book',
  },
  readings: {
    upcoming: 'Upcoming Events',
    noneSoon: 'No readings are planned just now. New dates will appear in the Reading Schedule.',
    schedule: 'Reading Schedule',
    intro: 'Readings and signings ahead. Times are in each venue’s local time.',
    none: 'No readings are planned just now. New dates will appear here soon; do come back.',
    Reading: 'Reading',
    Signing: 'Signing',
    Conversation: 'Conversation',
    title: '{kind}: {name} at {venue}',
    addToCalendar: 'Add to calendar',
    addToCalendarFor: 'Add to calendar: {title}, {city}',
    allEvents: 'All events, past ones too',
  },
  // The events page (/events): every event, upcoming then past, each with its calendar file, and the feed of them all.
  events: {
    heading: 'Events',
    intro: 'Readings, signings and more. Times are in each venue’s local time.',
    upcoming: 'Upcoming',
    past: 'Past events',
    noneUpcoming: 'No events are planned just now. New dates will appear here; do come back.',
    subscribe: 'Subscribe to every event in your calendar app',
    feedFile: 'Or save them all as one calendar file',
  },
  details: {
    about: 'About This Book',
    themes: 'Key Themes',
    // The book's reviews, under a heading for each kind the content names (readers', praise, press).
    reviews: 'Reader Reviews',
    praise: 'Praise',
    press: 'Press',
    bookPage: 'Open the book’s page',
    images: 'Images of {title}',
    image: 'Image {number} of {count}',
    slide: '{number} of {count}',
    showImage: 'Show image {number} of {count}',
    previous: 'Previous image',
    next: 'Next image',
    rated: 'Rated {rating} out of {stars}',
    carouselRole: 'carousel',
    slideRole: 'slide',
  },
  footer: {
    credit: '© {year} {name}. Powered by {credit}',
    // The footer's parts beyond the spec's credit: the site's links, the author's profiles, who speaks for the author, privacy.
    explore: 'Explore',
    profiles: 'Follow {name}',
    // A profile link's name for a screen reader, said out of its list: its visible words are the site's name.
    profile: '{name} on {site}',
    contacts: 'Enquiries',
    agent: 'Literary agent',
    rights: 'Rights',
    publicity: 'Publicity',
    privacyTitle: 'Privacy',
    privacy:
      'This site sets no tracking cookies: your theme, text size and place in a sample stay on this device. A message sent through the contact form keeps your name, email address and words so that {name} can answer you.',
    privacyNewsletter: 'The newsletter keeps your email address and the consent you gave until you unsubscribe.',
    // Beside who speaks for the author, when the content has a press kit (content/press.md).
    press: 'Press kit',
  },
  // The forms' trap for bots, hidden from people: a screen reader that reaches it anyway hears this.
  honeypot: {
    label: 'Leave this field empty',
  },
  formats: {
    ebook: 'Ebook',
    eBook: 'E-book',
    paperback: 'Paperback',
    hardcover: 'Hardcover',
    hardback: 'Hardback',
    audiobook: 'Audiobook',
  },
  store: {
    store: 'Store:',
    editions: 'Editions',
    isbn: 'ISBN',
    publisher: 'Publisher',
    narrator: 'Narrator',
    // A printed or electronic edition's length ("320 pages"); an audiobook's is its duration.
    length: 'Length',
    duration: 'Duration',
    alsoAt: 'Also at',
    // Under a format in the choice of formats, muted, where no store sells it in the reader's country ("United Kingdom").
    notInStore: 'Not in the {country} store',
    // Under a format whose stores give no price yet, muted.
    priceAtStore: 'Price at the store',
  },
  catalogue: {
    search: 'Search by title',
    genre: 'Genre',
    allGenres: 'All genres',
    format: 'Format',
    allFormats: 'All formats',
    // A tile's offer for a book still to come whose edition names no format, in the format's place: "Pre-order · $16.99".
    preorder: 'Pre-order',
    standalones: 'Standalones',
    count: { one: '{count} book', other: '{count} books' },
    countOf: { one: '{shown} of {count} book', other: '{shown} of {count} books' },
    // On a phone the search and the choices fold into one bar, which says how many of them are on.
    filters: 'Filters',
    filtersOn: { one: 'Filters ({count} on)', other: 'Filters ({count} on)' },
    sort: 'Sort',
    // The catalogue's own order: by series when the author has some, else the author's order, newest first.
    bySeries: 'By series',
    suggested: 'Suggested',
    newest: 'Newest first',
    oldest: 'Oldest first',
    title: 'Title A–Z',
    // The catalogue's link preview: a shelf of its first covers.
    shelf: 'Covers of books by {name}',
    // Beside a series' name over its shelf of covers on a phone: a link to the series' page, its count every book of it;
    // what a screen reader says for it names the series.
    seeAll: 'All {count} →',
    seeAllOf: { one: 'All {count} book of {series}', other: 'All {count} books of {series}' },
  },
  series: {
    place: 'Book {position} of {series}',
    // A tile under its own series' name: the place without the name, and the first book's invitation.
    position: 'Book {position}',
    startHere: 'Start here',
    books: { one: '{count} book, in reading order', other: '{count} books, in reading order' },
    inOrder: '{series}, in order',
    previous: '← Previous: {title}',
    // Over the next book of the series, offered at the end of a book's page.
    nextIn: 'Next in {series}',
  },
  news: {
    heading: 'News',
    // The post's way back to the list.
    all: 'All news',
    // Before the newest post's title, on the home.
    latest: 'Latest news:',
    // Over the books a post links to, at its end.
    books: 'In this post',
  },
  // The press kit (/press, content/press.md): a cover's and the portrait's names are the books' and About's words.
  press: {
    heading: 'Press kit',
    intro:
      'For journalists, festivals and publicists: biographies, photos and covers of {name}’s books, free to use with the credit given.',
    shortBio: 'Short biography',
    longBio: 'Long biography',
    copyShort: 'Copy the short biography',
    copyLong: 'Copy the long biography',
    copied: 'Copied',
    photos: 'Photos',
    covers: 'Covers',
    // A photo's short name when press.md gives it none: its place among the photos.
    photo: 'Photo {number}',
    size: '{format}, {width} × {height} pixels',
    download: 'Download',
    downloadOf: 'Download {what}, {size}',
    credit: 'Credit: {credit}',
    quotes: 'Praise',
    quoteOn: '{source}, on {title}',
    contacts: 'Contacts',
  },
  // The floating button's name is in the first paint: a group of its own keeps the chat's other words out of it.
  chatButton: {
    label: 'Chat',
  },
  chat: {
    title: 'Chat with {assistant}',
    close: 'Close chat',
    messages: 'Messages',
    assistant: 'Assistant: ',
    you: 'You: ',
    yourMessage: 'Your message',
    ask: 'Ask about the books…',
    send: 'Send message',
    couldNotLoad: 'The chat could not load. Check your connection, then try again or reload the page.',
    tryAgain: 'Try again',
    book: '{title} ({genre}, {year}): {summary}',
    store: '{format}: {store}',
    readingOrder: '{series}, in reading order:',
    inOrder: '{number}. {title}',
    leadingArticles: 'the, a, an',
    asksToBuy: 'buy, purchase',
    asksToBuyABook: 'buy, purchase, order, where can i get, where can i find',
    asksAboutTheAuthor: 'author',
    // Asked when a book comes out: those still to come, else the latest that came out, by their release days.
    asksWhenOut:
      'out, release, released, release date, publication, published, pre-order, preorder, next book, new book, upcoming, coming soon',
    comesOut: '{title} comes out on {date}.',
    cameOut: '{title} came out on {date}.',
    countryNames:
      'UK = GB, Britain = GB, England = GB, Scotland = GB, Wales = GB, USA = US, America = US, the States = US',
  },
  // What the functions say to readers too: the reasons a field is refused and the newsletter's confirmation mail.
  formRules: englishReaderWords.formRules,
  confirmationMail: englishReaderWords.confirmationMail,
} as const

export type English = typeof en
export type Group = keyof English
