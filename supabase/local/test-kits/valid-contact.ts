/** A contact form body the function accepts: the backend tests' common ground. */
export const validContact = {
  name: 'Ada Reader',
  email: 'ada@example.com',
  subject: 'Golden Horizons',
  message: 'I loved the ending of the book.',
  website: '',
}
