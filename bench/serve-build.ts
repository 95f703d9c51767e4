import { execSync } from 'node:child_process'
import { preview } from 'vite'

/**
 * Builds the app and serves `dist` on `port`, as a reader's browser would load it. The contact backend
 * keeps nothing (the benches only read pages) and leaves .data/contact free for `npm run dev`.
 */
export async function serveBuild(port: number) {
  process.env.CONTACT_DATA_DIR = 'memory://'
  execSync('npx vite build', { stdio: 'ignore' })
  return preview({ preview: { port, strictPort: true }, logLevel: 'error' })
}
