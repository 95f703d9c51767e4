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
  'Menu',
  'Newsletter',
  'Notifications',
])
