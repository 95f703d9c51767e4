import { lazy, Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { wholeHtml } from './whole-html.ts'

const later = (render: () => string) =>
  lazy(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    return { default: () => <p>{render()}</p> }
  })

const Arrives = later(() => 'the section')
const Fails = later(() => {
  throw new Error('no window here')
})

let renders = 0
const Counted = () => {
  renders++
  return null
}

// Renders for the string pass and the waiting pass, then fails: as a part that breaks between them would.
let flakyRenders = 0
const Flaky = () => {
  flakyRenders++
  if (flakyRenders > 2) throw new Error('gone')
  return <p>here</p>
}

describe('a page with a lazily loaded part', () => {
  it('is written whole, the part in place and nothing left for a script to reveal', async () => {
    const html = await wholeHtml(() => (
      <Suspense fallback={<p>waiting</p>}>
        <Arrives />
      </Suspense>
    ))
    expect(html).toContain('<p>the section</p>')
    expect(html).not.toMatch(/waiting|<template|hidden/)
  })

  it('is rendered once when the part has loaded already (for an earlier page)', async () => {
    const Part = later(() => 'the part')
    const page = () => (
      <Suspense fallback={<p>waiting</p>}>
        <Part />
        <Counted />
      </Suspense>
    )
    await wholeHtml(page)
    renders = 0
    const html = await wholeHtml(page)
    expect(html).toContain('<p>the part</p>')
    expect(html).not.toMatch(/waiting|<template|hidden/)
    expect(renders).toBe(1)
  })

  it('fails, naming why, when the part fails to render, whether its code was loading or had loaded', async () => {
    const page = () => (
      <Suspense fallback={<p>waiting</p>}>
        <Fails />
      </Suspense>
    )
    await expect(wholeHtml(page)).rejects.toThrow('a part of the page failed to render: Error: no window here')
    await expect(wholeHtml(page)).rejects.toThrow('a part of the page failed to render: Error: no window here')
  })

  it('fails when a part that was in place while waiting is left for the browser after', async () => {
    const Part = later(() => 'the part')
    await expect(
      wholeHtml(() => (
        <Suspense fallback={<p>waiting</p>}>
          <Part />
          <Flaky />
        </Suspense>
      )),
    ).rejects.toThrow('a part of the page was left for the browser to render')
  })
})
