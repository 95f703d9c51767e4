// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoadBoundary } from './LoadBoundary.tsx'
import { lazyRetrying } from './lazy-retrying.ts'

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>

function renderRequested(Part: ReturnType<typeof lazyRetrying<{ name: string }>>, request: number) {
  const tree = (n: number) => (
    <LoadBoundary fallback={<p>Could not load</p>} request={n}>
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ada" />
      </Suspense>
    </LoadBoundary>
  )
  const view = render(tree(request))
  return { ...view, retry: (n: number) => view.rerender(tree(n)) }
}

/** A download that fails the first time, as offline, and succeeds after. */
const failingOnce = () =>
  vi
    .fn<() => Promise<{ default: typeof Greeting }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: Greeting })

describe('lazyRetrying', () => {
  beforeEach(() => {
    // React reports the failure the boundary catches, as it should; the test reads the page instead.
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('downloads once, and renders the part with its props', async () => {
    const load = vi.fn(async () => ({ default: Greeting }))
    renderRequested(lazyRetrying(load), 1)
    expect(await screen.findByText('Hello, Ada')).toBeTruthy()
    expect(load).toHaveBeenCalledOnce()
  })

  it('downloads again when asked once more after a failure, and then renders the part', async () => {
    const load = failingOnce()
    const { retry } = renderRequested(lazyRetrying(load), 1)
    expect(await screen.findByText('Could not load')).toBeTruthy()

    await act(async () => retry(2))
    expect(await screen.findByText('Hello, Ada')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps a failure shown, without downloading again, until the part is asked for once more', async () => {
    const load = vi.fn(async () => Promise.reject<{ default: typeof Greeting }>(new TypeError('offline')))
    const { retry } = renderRequested(lazyRetrying(load), 1)
    expect(await screen.findByText('Could not load')).toBeTruthy()

    await act(async () => retry(1))
    expect(screen.getByText('Could not load')).toBeTruthy()
    expect(load).toHaveBeenCalledOnce()
  })

  it('is tried by a second place that asks for it, while the first still shows its failure', async () => {
    const load = failingOnce()
    const Part = lazyRetrying(load)
    renderRequested(Part, 1)
    expect(await screen.findByText('Could not load')).toBeTruthy()

    renderRequested(Part, 1)
    expect(await screen.findByText('Hello, Ada')).toBeTruthy()
    expect(screen.getByText('Could not load')).toBeTruthy()
  })
})
