import { getDefaultStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Workbox, WorkboxEvent, type WorkboxLifecycleEventMap } from 'workbox-window'
import { toastsAtom } from '#src/ui/toast/toasts.ts'
import { announceUpdates } from './update-notices.ts'

const serviceWorker = Object.assign(new EventTarget(), { controller: null as object | null })
const toasts = () => getDefaultStore().get(toastsAtom)

function setUp({ controlledAtLoad }: { controlledAtLoad: boolean }) {
  serviceWorker.controller = controlledAtLoad ? {} : null
  const wb = new Workbox('/sw.js')
  const skipWaiting = vi.spyOn(wb, 'messageSkipWaiting').mockImplementation(() => {})
  const reload = vi.fn()
  const pastTheTop = { show: undefined as (() => void) | undefined }
  announceUpdates(wb, reload, (show) => {
    pastTheTop.show = show
  })
  const fire = (type: keyof WorkboxLifecycleEventMap, props: { isUpdate?: boolean; isExternal?: boolean } = {}) =>
    wb.dispatchEvent(new WorkboxEvent(type, props))
  return { fire, skipWaiting, reload, pastTheTop }
}

describe('announceUpdates', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('navigator', { serviceWorker })
    getDefaultStore().set(toastsAtom, [])
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('says the site works offline after the first install, once the reader has left the top of the page', () => {
    const { fire, pastTheTop } = setUp({ controlledAtLoad: false })
    fire('activated')
    expect(toasts()).toEqual([])
    pastTheTop.show?.()
    expect(toasts()).toMatchObject([
      { title: 'Ready to work offline', description: 'Elena Marlowe’s site is saved on this device.' },
    ])
  })

  it.each([{ isUpdate: true }, { isExternal: true }])('stays quiet when an update activates (%o)', (props) => {
    setUp({ controlledAtLoad: true }).fire('activated', props)
    expect(toasts()).toEqual([])
  })

  it('offers a waiting version in a persistent toast whose "Reload" activates it', () => {
    const { fire, skipWaiting } = setUp({ controlledAtLoad: true })
    fire('waiting')
    expect(toasts()).toMatchObject([
      { title: 'A new version is available', persistent: true, action: { label: 'Reload' } },
    ])
    expect(skipWaiting).not.toHaveBeenCalled()
    toasts()[0].action?.run()
    expect(skipWaiting).toHaveBeenCalledOnce()
  })

  it('keeps one offer when a newer version waits', () => {
    const { fire } = setUp({ controlledAtLoad: true })
    fire('waiting')
    fire('waiting')
    expect(toasts().map((toast) => toast.title)).toEqual(['A new version is available'])
  })

  it("does not reload for the first install's claim, then reloads once when a new worker takes over", () => {
    const { fire, reload } = setUp({ controlledAtLoad: false })
    fire('controlling')
    expect(reload).not.toHaveBeenCalled()
    fire('controlling')
    fire('controlling')
    expect(reload).toHaveBeenCalledOnce()
  })

  it('reloads a page that was already controlled when another worker takes over', () => {
    const { fire, reload } = setUp({ controlledAtLoad: true })
    fire('controlling', { isExternal: true })
    expect(reload).toHaveBeenCalledOnce()
  })
})
