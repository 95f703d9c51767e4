import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

/** A production build into its own dist-* folder, told apart from others by VITE_BUILD_MARKER. */
export async function buildVariant(marker: string): Promise<string> {
  const outDir = `dist-pwa-update-${marker}`
  await promisify(execFile)('node_modules/.bin/vite', ['build', '--outDir', outDir, '--logLevel', 'error'], {
    env: { ...process.env, VITE_BUILD_MARKER: marker },
  })
  return outDir
}
