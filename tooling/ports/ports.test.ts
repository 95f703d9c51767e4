import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { freePort } from './free-port.ts'
import { portProblem } from './port-problem.ts'
import { portFor } from './ports.ts'

describe('portFor', () => {
  it("takes each command's variable, or its own default", () => {
    expect(portFor('start', {})).toBe(4173)
    expect(portFor('dev', { PORT: '6000' })).toBe(6000)
    expect(portFor('test', { PORT: '6000' })).toBe(4180)
    expect(portFor('screenshots', { SCREENSHOTS_PORT: '4303' })).toBe(4303)
  })

  it.each(['abc', '0', '70000', '4173.5'])('refuses %s, naming the variable', (value) => {
    expect(() => portFor('bench', { BENCH_PORT: value })).toThrow(
      `BENCH_PORT must be a port number from 1 to 65535, not "${value}".`,
    )
  })
})

describe('portProblem', () => {
  it('finds a free port free, and a busy one busy, in one line naming the variable', async () => {
    const port = await freePort()
    expect(await portProblem('dev', port)).toBeUndefined()

    const holder = createServer().listen(port, '127.0.0.1')
    await new Promise((resolve) => holder.once('listening', resolve))
    try {
      expect(await portProblem('dev', port)).toBe(
        `Port ${port} is already in use (another server?): stop it, or run PORT=<another port> npm run dev.`,
      )
    } finally {
      holder.close()
    }
  })
})
