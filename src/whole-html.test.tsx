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

  it('fails, naming why, when the part fails to render', async () => {
    await expect(
      wholeHtml(() => (
        <Suspense fallback={<p>waiting</p>}>
          <Fails />
        </Suspense>
      )),
    ).rejects.toThrow('a part of the page failed to render: Error: no window here')
  })
})
