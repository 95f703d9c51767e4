import { spawn } from 'node:child_process'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../../..')

export interface DenoFunction {
  url: string
  /** Everything the function printed so far, stdout and stderr. */
  output(): string
  stop(): void
}

/** Runs a function's Supabase entry (index.ts) under Deno, as a deployed function runs, with `env` as its secrets. */
export async function startDenoFunction(
  env: Record<string, string>,
  entry = 'supabase/functions/send-contact-email/index.ts',
): Promise<DenoFunction> {
  let output = ''
  const deno = spawn(
    join(root, 'node_modules/.bin/deno'),
    ['run', '--allow-net=127.0.0.1', '--allow-env', '--config', 'supabase/functions/deno.json', entry],
    {
      cwd: root,
      env: {
        ...process.env, // keeps proxy and CA settings Deno needs to download npm: packages
        DENO_DIR: join(root, '.deno'),
        NO_COLOR: '1',
        // Deno.serve takes its address from here; port 0 picks a free one, printed on start.
        DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
        RESEND_API_KEY: '',
        ...env,
      },
    },
  )
  const url = await new Promise<string>((resolveUrl, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk
      const listening = /Listening on (http:\/\/[^\s/]+)/.exec(output)
      if (listening) resolveUrl(listening[1])
    }
    deno.stdout?.on('data', collect)
    deno.stderr?.on('data', collect)
    deno.once('exit', (code) => reject(new Error(`deno exited with ${code}:\n${output}`)))
    // A fresh machine downloads the npm: packages first; say what Deno said if it never starts.
    setTimeout(() => reject(new Error(`deno did not start:\n${output}`)), 200_000).unref()
  })
  return { url, output: () => output, stop: () => void deno.kill() }
}
