import { open, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * PGlite has no lock of its own, and two processes on one data dir corrupt it (two `npm start`s,
 * or `npm run dev` beside `npm start`). The lock file holds the owner's pid; one left by a
 * process that is gone is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, 'contact-backend.lock')
  try {
    const file = await open(path, 'wx')
    await file.writeFile(String(process.pid))
    await file.close()
    return () => rm(path, { force: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const owner = Number(await readFile(path, 'utf8'))
  if (isRunning(owner))
    throw new Error(
      `The contact data dir ${dataDir} is in use by process ${owner}: stop that server, or set CONTACT_DATA_DIR to another folder (or memory://).`,
    )
  await rm(path, { force: true })
  return lockDataDir(dataDir)
}

function isRunning(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
