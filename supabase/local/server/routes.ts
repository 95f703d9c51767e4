/** Where the local server answers; the paths Supabase uses for the function, so the page needs no switch. */
export const functionPath = '/functions/v1/send-contact-email'
/** Local only, never deployed: the author's inbox, read by `npm run inbox` and the browser tests. */
export const inboxPath = '/__local/contact-messages'
export const newsletterFunctionPath = '/functions/v1/newsletter-subscribe'
/** Local only, never deployed: the newsletter's mails and its readers, for the browser tests and `npm run subscribers`. */
export const newsletterMailsPath = '/__local/newsletter-mails'
export const subscribersPath = '/__local/newsletter-subscribers'
/** Under the browser tests only (E2E=1): ages an address's confirmation links past their days. */
export const ageConfirmLinksPath = '/__local/newsletter-age-confirm-links'
