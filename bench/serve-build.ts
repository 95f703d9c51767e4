import { execSync } from 'node:child_process'
import { preview } from 'vite'

/**
 * Builds the app and serves `dist` on `port`, as a reader's browser would load it; or serves `builtDir`,
 * a build made already (a fixture author's). The contact backend keeps nothing (the benches only read
 * pages) and leaves .data/contact free for `npm run dev`.
 */
export async function serveBuild(port: number, builtDir?: string) {
  process.env.CONTACT_DATA_DIR = 'memory://'
  if (!builtDir) execSync('npx vite build', { stdio: 'ignore' })
  return preview({ preview: { port, strictPort: true }, build: { outDir: builtDir ?? 'dist' }, logLevel: 'error' })
}
