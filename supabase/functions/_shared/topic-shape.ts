/**
 * A release alert's topic: a book's slug, as its file is named (release-alerts.ts). The sign-up sends it and the
 * alert's mail links carry it; a file of its own, so the link pages check it without the server's schema.
 */
export const topicShape = /^[a-z0-9]+(-[a-z0-9]+)*$/
