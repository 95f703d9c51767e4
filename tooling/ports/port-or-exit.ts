import { portProblem } from './port-problem.ts'
import { PortSettingError, portFor, type ServerName } from './ports.ts'

/** The port `name` will serve on; when it cannot, the reason in one line and exit 1, before any build. */
export async function portOrExit(name: ServerName): Promise<number> {
  let port: number
  try {
    port = portFor(name)
  } catch (error) {
    if (!(error instanceof PortSettingError)) throw error
    return exit(error.message)
  }
  const problem = await portProblem(name, port)
  return problem ? exit(problem) : port
}

function exit(message: string): never {
  console.error(message)
  process.exit(1)
}
