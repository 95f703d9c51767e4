// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AfterHydration } from './AfterHydration.tsx'

const page = (
  <main>
    <h1>Prerendered</h1>
    <AfterHydration>
      <button type="button">Chat</button>
    </AfterHydration>
  </main>
)

describe('AfterHydration', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is absent from the prerendered page, adopted without a mismatch, then shown; later pages show it at once', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    expect(container.querySelector('button')).toBeNull()

    const errors = vi.spyOn(console, 'error')
    const recoverable = vi.fn()
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable })
    })
    expect(container.querySelector('button')?.textContent).toBe('Chat')
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()

    // A page rendered once the app runs (the next one the reader opens) holds it from its first render.
    expect(renderToString(page)).toContain('<button type="button">Chat</button>')
  })
})
