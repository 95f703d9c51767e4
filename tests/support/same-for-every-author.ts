/**
 * For a test in an `@any-author` spec whose result cannot change with the content (the contact form's rules,
 * a share tap, an offline sign-up): it runs on the demo alone, and the fixture authors' runs leave it out.
 */
export const sameForEveryAuthor = { tag: '@same-for-every-author' } as const
