import type { Locator } from '@playwright/test'

/**
 * How a form is set, as a designer checks it: each label over its field's start, the room between them (one rhythm:
 * the same in every form of the site), and where the fields, the consent line and the button start (one left edge).
 */
export const formLayout = (form: Locator) =>
  form.evaluate((node) => {
    const box = (element: Element) => element.getBoundingClientRect()
    const fields = [...node.querySelectorAll('label[for]')].flatMap((label) => {
      const field = document.getElementById((label as HTMLLabelElement).htmlFor)
      return field ? [{ label: box(label), field: box(field) }] : []
    })
    const button = node.querySelector('button[type="submit"]')
    const consent = node.querySelector('[id$="-consent"]')
    return {
      labelsOnFields: fields.every(({ label, field }) => Math.abs(label.left - field.left) < 0.5),
      labelToField: [...new Set(fields.map(({ label, field }) => Math.round(field.top - label.bottom)))],
      start: Math.round(Math.min(...fields.map(({ field }) => field.left))),
      button: button ? Math.round(box(button).left) : undefined,
      consent: consent ? Math.round(box(consent).left) : undefined,
      consentToButton: consent && button ? Math.round(box(button).top - box(consent).bottom) : undefined,
      fieldToConsent:
        consent && fields.length ? Math.round(box(consent).top - fields[fields.length - 1].field.bottom) : undefined,
    }
  })
