// The words plugin: a word written in a component's JSX fails; words from a locale or the content, and tests, pass.
import { expect, it } from 'vitest'
import { pluginProbe } from './plugin-probe.ts'

const refusedLines = pluginProbe()

it('refuses a word written as JSX text or as an attribute a reader hears or sees', () => {
  const written = [
    'export const A = () => <h2>Let’s Connect</h2>',
    'export const B = () => <div aria-roledescription="carousel" />',
    "export const C = () => <img alt='A ship at sea' src='x' />",
    'export const D = () => <input placeholder="Ask…" title="Télécharger" />',
  ]
  expect(refusedLines('sections/probe.tsx', written)).toEqual([1, 2, 3, 4, 4])
})

it('lets words from the locale or the content, ids, classes and punctuation pass, and tests write their own', () => {
  const fine = [
    "import * as words from 'virtual:words/contact'",
    'export const A = ({ name }: { name: string }) => <h2 aria-labelledby="contact-heading" className="text-4xl">{words.heading} {name}</h2>',
    'export const B = () => <img alt="" src="x" />',
    'export const C = () => <p>– {words.heading} ·</p>',
  ]
  expect(refusedLines('sections/probe.tsx', fine)).toEqual([])
  expect(refusedLines('sections/probe.test.tsx', ['export const A = () => <p>Hello</p>'])).toEqual([])
})
