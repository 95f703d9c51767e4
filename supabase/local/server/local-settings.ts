import { randomBytes } from 'node:crypto'
import { mailerFromEnv } from '../../functions/_shared/mailer.ts'
import type { Env } from '../../functions/_shared/settings.ts'
import { audienceFromEnv } from '../../functions/newsletter-subscribe/audience.ts'
import { confirmationMail } from '../../functions/newsletter-subscribe/mail.ts'
import { readNewsletterSettings } from '../../functions/newsletter-subscribe/settings.ts'
import { notificationMail } from '../../functions/send-contact-email/notification.ts'
import { readContactSettings } from '../../functions/send-contact-email/settings.ts'

export type LocalSettings = ReturnType<typeof readLocalSettings>

/** Both functions' settings and mailers from the environment, with what local mode fills in; refused at once. */
export function readLocalSettings(env: Env, siteUrl: string, siteWords?: string) {
  // A fresh salt per run: local rate-limit hashes only need to agree within one server's life.
  const local = { allowedOrigins: '*', addressSalt: randomBytes(32).toString('hex'), siteWords }
  return {
    contact: readContactSettings(env, local),
    newsletter: readNewsletterSettings(env, { ...local, siteUrl }),
    mailer: mailerFromEnv(notificationMail, env),
    newsletterMailer: mailerFromEnv(confirmationMail, env),
    audience: audienceFromEnv(env),
  }
}
