import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import * as f from '../content/fields.ts'
import { descriptionOf, editorField, editorFields, messageText, type SchemaNode } from './editor-fields.ts'

const image = v.pipe(
  v.string(),
  v.check((path) => path.endsWith('.jpg')),
) as unknown as SchemaNode
const known = { image }
const field = (name: string, schema: unknown) => editorField(name, schema as SchemaNode, known)

describe('editorField', () => {
  it('is required unless the schema says optional, with or without a default', () => {
    expect(field('title', f.text)).toEqual({ name: 'title', label: 'title', widget: 'string' })
    expect(field('stats', v.optional(v.array(f.text), [])).required).toBe(false)
  })

  it("carries a pattern with the build's own message, read without a value", () => {
    expect(field('currency', f.currencyCode)).toMatchObject({
      widget: 'string',
      pattern: ['^[A-Z]{3}$', 'expected a currency code like "USD"'],
    })
  })

  it('offers choices, alone or several, and the least a list needs', () => {
    expect(field('pronoun', v.optional(v.picklist(['she', 'he'])))).toMatchObject({
      widget: 'select',
      options: ['she', 'he'],
      required: false,
    })
    expect(field('showOn', v.pipe(v.array(v.picklist(['home', 'book'])), v.minLength(1)))).toMatchObject({
      widget: 'select',
      multiple: true,
      min: 1,
    })
  })

  it('takes a whole number with its range, a yes or no, a colour, web and email addresses', () => {
    expect(field('rating', f.wholeNumber(1, 5, 'a rating'))).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      max: 5,
      hint: 'expected a rating',
    })
    expect(field('lead', v.optional(v.boolean(), false)).widget).toBe('boolean')
    expect(field('accent', f.hexColour).widget).toBe('color')
    expect(field('url', f.webAddress)).toMatchObject({ type: 'url' })
    expect(field('email', f.emailAddress)).toMatchObject({ type: 'email' })
  })

  it("knows the content's image field by who it is, in a list's objects too", () => {
    expect(field('cover', image).widget).toBe('image')
    const images = field('images', { type: 'array', item: { type: 'strict_object', entries: { image, alt: f.text } } })
    expect(images).toMatchObject({ widget: 'list', fields: [{ name: 'image', widget: 'image' }, { name: 'alt' }] })
  })

  it('takes the help the schema writes beside a field, inside or around its optional, and keeps its rules', () => {
    const help = (schema: unknown) => v.pipe(schema as v.GenericSchema, v.description('The help.'))
    expect(field('currency', help(f.currencyCode))).toMatchObject({
      hint: 'The help.',
      pattern: ['^[A-Z]{3}$', 'expected a currency code like "USD"'],
    })
    expect(field('url', v.optional(help(f.webAddress)))).toMatchObject({
      hint: 'The help.',
      type: 'url',
      required: false,
    })
    expect(field('order', v.pipe(v.optional(f.wholeNumber(1, 9, 'a place')), v.description('Around.')))).toMatchObject({
      hint: 'Around.',
      widget: 'number',
      max: 9,
      required: false,
    })
    expect(field('cover', help(image))).toMatchObject({ widget: 'image', hint: 'The help.' })
    expect(field('lead', v.optional(help(v.boolean()), false))).toMatchObject({ widget: 'boolean', hint: 'The help.' })
    expect(descriptionOf(f.text as unknown as SchemaNode)).toBeUndefined()
    // A placeholder in angle brackets is shown, not read as a tag by the CMS's Markdown.
    expect(field('id', v.pipe(f.text, v.description('Its file, /events/<id>.ics.'))).hint).toBe(
      'Its file, /events/&lt;id>.ics.',
    )
  })

  it('gives text the schema says is written in sentences a box of several lines, described or optional', () => {
    const help = v.pipe(f.sentences, v.description('One or two sentences.'))
    expect(field('summary', help)).toEqual({
      name: 'summary',
      label: 'summary',
      widget: 'text',
      hint: 'One or two sentences.',
    })
    expect(field('summary', v.optional(help))).toMatchObject({ widget: 'text', required: false })
    expect(
      field(
        'shortBio',
        v.pipe(
          f.sentences,
          v.check((text) => !text.includes('\n\n'), 'one paragraph'),
        ),
      ),
    ).toMatchObject({ widget: 'text' })
    // A name or a line stays one line, however long its help.
    expect(field('title', v.pipe(f.text, v.description('A title, not a sentence or two.'))).widget).toBe('string')
  })

  it("writes a Markdown file's text below its fields as its body", () => {
    expect(editorFields(v.strictObject({ title: f.text, body: v.string() }) as unknown as SchemaNode, known)).toEqual([
      { name: 'title', label: 'title', widget: 'string' },
      { name: 'body', label: 'body', widget: 'markdown' },
    ])
  })
})

describe('messageText', () => {
  it('says what is expected without what was found', () => {
    expect(messageText((issue: { input: string }) => `expected a colour like "#336699", got "${issue.input}"`)).toBe(
      'expected a colour like "#336699"',
    )
    expect(messageText('expected text')).toBe('expected text')
    expect(messageText(undefined)).toBeUndefined()
  })
})
