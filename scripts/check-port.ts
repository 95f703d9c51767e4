// `tsx scripts/check-port.ts <command>`: the first step of every npm script that builds, then serves.
import { portOrExit } from '../tooling/ports/port-or-exit.ts'
import { type ServerName, servers } from '../tooling/ports/ports.ts'

const name = process.argv[2]
if (!(name in servers)) throw new Error(`Unknown server ${name}; one of: ${Object.keys(servers).join(', ')}`)
await portOrExit(name as ServerName)
