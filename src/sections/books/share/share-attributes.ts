/** What a share button carries so the page's first script can share before the app's code has come. */
export const shareAttributes = { title: 'data-share-title', url: 'data-share-url' } as const
