import { expect, it, vi } from 'vitest'
import { holdOutboxTriggers } from './held-triggers.ts'

const triggers = vi.hoisted(() => ({ started: 0, stopped: 0 }))
vi.mock('./outbox-triggers.ts', () => ({
  startOutboxTriggers: () => {
    triggers.started++
    return () => triggers.stopped++
  },
}))

it('one set of triggers for every holder, stopped when the last lets go, started again by the next', () => {
  const contact = holdOutboxTriggers()
  const newsletter = holdOutboxTriggers()
  expect(triggers).toEqual({ started: 1, stopped: 0 })
  contact()
  contact()
  expect(triggers).toEqual({ started: 1, stopped: 0 })
  newsletter()
  expect(triggers).toEqual({ started: 1, stopped: 1 })
  holdOutboxTriggers()
  expect(triggers).toEqual({ started: 2, stopped: 1 })
})
