// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepEarlyInput } from './before-app/early-input.ts'
import { replayEarlyInput } from './early-input-replay.ts'

beforeAll(keepEarlyInput)

beforeEach(() => {
  document.body.innerHTML = `
    <button id="share" type="button">Share</button>
    <button id="share-book" type="button" data-share-title="Tides" data-share-url="https://example.com/books/tides">Share</button>
    <section id="contact"><form><input id="name"><input id="email"><button type="submit">Send</button></form></section>`
  const early = window.earlyInput as NonNullable<Window['earlyInput']>
  early.live.clear()
  early.acts = []
})

const byId = (id: string) => document.getElementById(id) as HTMLElement

describe('a tap before its part is live', () => {
  it('is held back from the page and acted on once when the part comes alive', () => {
    const onTap = vi.fn()
    byId('share').addEventListener('click', onTap)
    byId('share').click()
    expect(onTap).not.toHaveBeenCalled()
    replayEarlyInput('page')
    expect(onTap).toHaveBeenCalledTimes(1)
    replayEarlyInput('page')
    expect(onTap).toHaveBeenCalledTimes(1)
  })

  it('waits for its own part: the page coming alive does not act on a section still held', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault())
    const form = document.querySelector('form') as HTMLFormElement
    form.addEventListener('submit', onSubmit)
    form.requestSubmit()
    replayEarlyInput('page')
    expect(onSubmit).not.toHaveBeenCalled()
    replayEarlyInput('contact')
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('is dropped when its element left the page meanwhile', () => {
    const onTap = vi.fn()
    const share = byId('share')
    share.addEventListener('click', onTap)
    share.click()
    share.remove()
    replayEarlyInput('page')
    expect(onTap).not.toHaveBeenCalled()
  })

  it('reaches the page at once where the part is live', () => {
    replayEarlyInput('page')
    const onTap = vi.fn()
    byId('share').addEventListener('click', onTap)
    byId('share').click()
    expect(onTap).toHaveBeenCalledTimes(1)
  })
})

describe('a field left before its part is live', () => {
  it('is left again once the part comes alive, unless the reader is back in it', () => {
    const left: string[] = []
    document.addEventListener('focusout', (event) => left.push((event.target as HTMLElement).id))
    byId('name').focus()
    byId('email').focus()
    byId('email').blur()
    left.length = 0
    byId('name').focus()
    replayEarlyInput('contact')
    expect(left).toEqual(['email'])
  })
})

describe('a Share tapped before its part is live, where the system has a share sheet', () => {
  const withSheet = (share: (data: ShareData) => Promise<void>) => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: vi.fn(share) })
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true })
    return navigator.share as ReturnType<typeof vi.fn>
  }
  const settled = () => new Promise((done) => setTimeout(done))
  const tappedEarly = () => {
    const onTap = vi.fn()
    byId('share-book').addEventListener('click', onTap)
    byId('share-book').click()
    return onTap
  }

  it('opens the sheet at once with the book, and is not acted on again once the part comes alive', () => {
    const share = withSheet(async () => {})
    const onTap = tappedEarly()
    expect(share).toHaveBeenCalledWith({ title: 'Tides', url: 'https://example.com/books/tides' })
    replayEarlyInput('page')
    expect(onTap).not.toHaveBeenCalled()
  })

  it('is answered by the sheet alone, even when the reader closes it: the app does not share again', async () => {
    withSheet(async () => Promise.reject(new DOMException('closed', 'AbortError')))
    const onTap = tappedEarly()
    await settled()
    replayEarlyInput('page')
    expect(onTap).not.toHaveBeenCalled()
  })

  it('a plain button is kept as before, sheet or not', () => {
    const share = withSheet(async () => {})
    const onTap = vi.fn()
    byId('share').addEventListener('click', onTap)
    byId('share').click()
    expect(share).not.toHaveBeenCalled()
    replayEarlyInput('page')
    expect(onTap).toHaveBeenCalledTimes(1)
  })
})
