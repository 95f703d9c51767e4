import { setTimeout as sleep } from 'node:timers/promises'
import { expect, it } from 'vitest'
import { fixtureStep } from './fixture-step.ts'

const site = { contentDir: '.fixtures/x', outDir: 'dist-x' }

it('keeps a built site for its step', async () => {
  expect(await fixtureStep('7-book author', async () => site)).toEqual({ site })
})

it('names the fixture whose build failed, in one line, with what the build printed kept apart', async () => {
  const failing = Object.assign(new Error('Command failed: vite build --outDir dist-x\nstack'), {
    stderr: 'error: no books in books/\n',
  })
  const step = fixtureStep('12-book author', async () => {
    throw failing
  })
  // Awaited only later, as when an earlier author's browsers are still running: no unhandled rejection meanwhile.
  await sleep(20)
  expect(await step).toEqual({
    failed: 'the build of the 12-book author failed: Command failed: vite build --outDir dist-x',
    output: 'error: no books in books/\n',
  })
})

it('takes a build that throws at once, or rejects with something other than an Error, as failed too', async () => {
  const thrown = await fixtureStep('40-book author', () => {
    throw new Error('no fixture')
  })
  expect(thrown).toMatchObject({ failed: 'the build of the 40-book author failed: no fixture' })
  const odd = await fixtureStep('40-book author', () => Promise.reject('disk full'))
  expect(odd).toEqual({
    failed: 'the build of the 40-book author failed: disk full',
    output: 'disk full',
  })
})
