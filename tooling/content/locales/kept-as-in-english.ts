/** Words a language may keep as English writes them: names, brands, and words it shares with English. */
export const keptAsInEnglish: ReadonlySet<string> = new Set([
  '404',
  'OK',
  'Chat',
  'Email',
  'E-mail',
  'E-book',
  'ISBN',
  'Name',
  'Message',
  'Error',
  'Contact',
  'Contacts',
  // A download's format and pixel size: French writes it as English does.
  '{format}, {width} × {height} pixels',
  // A press photo's name by its place, and the photos' heading: French says "Photo" and "Photos" too.
  'Photo {number}',
  'Photos',
  'Menu',
  'Newsletter',
  'Notifications',
])
