/** The author's own words, kept apart from the components that lay them out. */
export const author = {
  name: 'Elena Marlowe',
  firstName: 'Elena',
  tagline: 'Stories of the sea, of memory, and of the people who wait on the shore.',
  quote: 'Every novel I write starts with a coastline and a question I am afraid to answer.',
  bio: [
    'Elena Marlowe grew up in a harbour town where the fog came in before breakfast and the ferries ran late. She spent a decade as a marine archivist, cataloguing ships’ logs and letters that never reached home, before the voices in those papers pushed her to write fiction of her own.',
    'Her novels follow ordinary people through the tides of change in their lives: a coder who hears the ocean in her data, a family holding on to a vineyard through a drought, a fisherman’s daughter who stays when everyone leaves. She lives by the water with two cats and too many notebooks.',
  ],
  stats: [
    { value: '12+', label: 'Books Published' },
    { value: '5', label: 'Awards Won' },
    { value: '50K+', label: 'Readers' },
  ],
  credit: { label: 'Lantern Studio', href: 'https://lantern.example.com' },
} as const
