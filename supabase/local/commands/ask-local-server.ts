import { portFor } from '../../../tooling/ports/ports.ts'

/**
 * What the running local server answers at one of its /__local paths. PGlite's data dir can be
 * open in one process only, and the server has it, so the author's commands ask it.
 * On failure: one line saying what to do, and the process ends.
 */
export async function askLocalServer<Body>(path: string): Promise<Body> {
  const server = process.env.CONTACT_INBOX_URL ?? `http://localhost:${portFor('start')}`
  let response: Response
  try {
    response = await fetch(new URL(path, server))
  } catch {
    console.error(
      `No server answers at ${server}. Start it with \`npm start\` (or set PORT / CONTACT_INBOX_URL to where it runs).`,
    )
    process.exit(1)
  }
  if (!response.ok) {
    console.error(`${server} answered ${response.status}: is it this project's server?`)
    process.exit(1)
  }
  return (await response.json()) as Body
}
