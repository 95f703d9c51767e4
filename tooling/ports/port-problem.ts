import { createServer } from 'node:net'
import { npmCommand, type ServerName, servers } from './ports.ts'

/**
 * Why `name` cannot listen on `port` now, in one line, or undefined when it can. Bound on every
 * address, so a server on any one of them (localhost, 127.0.0.1, ::1) counts as busy.
 */
export function portProblem(name: ServerName, port: number): Promise<string | undefined> {
  const change = `${servers[name].variable}=<another port> ${npmCommand(name)}`
  return new Promise((resolveProblem) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        resolveProblem(`Port ${port} is already in use (another server?): stop it, or run ${change}.`)
      else resolveProblem(`Cannot listen on port ${port} (${error.code ?? error.message}): run ${change}.`)
    })
    probe.listen(port, () => probe.close(() => resolveProblem(undefined)))
  })
}
