// `npm run deploy` run for real against a stubbed CLI and build: small executables on PATH that
// record how they were called, so the order, the flags and what reached each step are checked.
import { type ChildProcess, type SpawnSyncReturns, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { englishReaderWords } from '../../supabase/functions/_shared/reader-words.ts'

// Each test runs the deploy in a process of its own, which reads the content: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

const root = resolve(import.meta.dirname, '../..')
const tsx = join(root, 'node_modules/tsx/dist/cli.mjs')
const stub = `#!${process.execPath}
const { appendFileSync, readFileSync } = require('node:fs')
const name = require('node:path').basename(process.argv[1])
const args = process.argv.slice(2)
const envFile = args.includes('--env-file') ? args[args.indexOf('--env-file') + 1] : undefined
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => /^(VITE_|SUPABASE_)/.test(key)))
appendFileSync(process.env.STUB_LOG, JSON.stringify({ name, args, env, secrets: envFile && readFileSync(envFile, 'utf8') }) + '\\n')
if (args[0] === '--version') console.log('3.1.0')
if (process.env.STUB_FAIL === [name, ...args.slice(0, 2)].join(' ')) {
  console.error('stub: the project refused')
  process.exit(1)
}
`

let dir: string
// Supabase's API as the deploy finds it when a step fails: answering (a server in a process of its own, as the
// deploy runs while this one waits in spawnSync), or gone (a port nothing listens on).
let api: ChildProcess
let answering: string
let gone: string
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'deploy-test-'))
  api = spawn(process.execPath, [
    '-e',
    "require('node:http').createServer((_, res) => res.writeHead(404).end()).listen(0, '127.0.0.1', function () { console.log(this.address().port) })",
  ])
  const [port] = await once(api.stdout as NodeJS.ReadableStream, 'data')
  answering = `http://127.0.0.1:${String(port).trim()}`
  const closed = createServer().listen(0, '127.0.0.1')
  await once(closed, 'listening')
  gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
  closed.close()
  for (const name of ['supabase', 'vite']) {
    writeFileSync(join(dir, name), stub)
    chmodSync(join(dir, name), 0o755)
  }
})
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
  api.kill()
})

const settingsFile = [
  'SUPABASE_PROJECT_REF=abcdefghijklmnopqrst',
  'SUPABASE_ACCESS_TOKEN=sbp_test_token',
  'VITE_SUPABASE_ANON_KEY=anon-key',
  'VITE_SITE_URL=https://elena.example/',
  'CONTACT_ADDRESS_SALT=salt-salt',
  'CONTACT_SWEEP_SECRET=sweep-sweep',
  'CONTACT_FROM_EMAIL="Elena\'s site <site@elena.example>"',
  'CONTACT_TO_EMAIL=elena@elena.example',
  'RESEND_API_KEY=re_test',
].join('\n')

interface Call {
  name: string
  args: string[]
  env: Record<string, string>
  secrets?: string
}

function deploy({
  file = settingsFile,
  path = dir,
  fail = '',
  apiUrl = answering,
} = {}): SpawnSyncReturns<string> & { calls: Call[] } {
  const log = join(dir, `calls-${Math.random()}.jsonl`)
  writeFileSync(log, '')
  writeFileSync(join(dir, '.env.deploy'), file)
  const result = spawnSync(process.execPath, [tsx, 'scripts/deploy/main.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: {
      PATH: `${path}:${dirname(process.execPath)}:/usr/bin:/bin`,
      DEPLOY_ENV_FILE: join(dir, '.env.deploy'),
      STUB_LOG: log,
      STUB_FAIL: fail,
      DEPLOY_API_URL: apiUrl,
    },
  })
  const calls = readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Call)
  return { ...result, calls }
}

describe('npm run deploy', () => {
  it('links, pushes the migrations, sets the secrets, deploys the function and builds, in that order', () => {
    const { status, stdout, calls } = deploy()

    expect(status).toBe(0)
    expect(calls.map(({ name, args }) => [name, ...args])).toEqual([
      ['supabase', '--version'],
      ['supabase', 'link', '--project-ref', 'abcdefghijklmnopqrst', '--yes'],
      ['supabase', 'db', 'push', '--remote', '--yes'],
      ['supabase', 'secrets', 'set', '--env-file', expect.stringMatching(/secrets\.env$/), '--yes'],
      [
        'supabase',
        'functions',
        'deploy',
        'newsletter-subscribe',
        'send-contact-email',
        '--use-api',
        '--no-verify-jwt',
        '--import-map',
        'supabase/functions/deno.json',
        '--yes',
      ],
      ['vite', 'build'],
    ])
    expect(calls[3].secrets).toBe(
      [
        "CONTACT_ALLOWED_ORIGINS='https://elena.example'",
        "SITE_URL='https://elena.example'",
        "CONTACT_ADDRESS_SALT='salt-salt'",
        "CONTACT_SWEEP_SECRET='sweep-sweep'",
        "RESEND_API_KEY='re_test'",
        "CONTACT_TO_EMAIL='elena@elena.example'",
        `CONTACT_FROM_EMAIL="Elena's site <site@elena.example>"`,
        // The demo's words are English: the functions answer its readers in them, name its newsletter and keep its consent line.
        `SITE_WORDS='${JSON.stringify({
          ...englishReaderWords,
          newsletter: {
            name: 'Letters from the Shore',
            consent:
              'By subscribing you agree to get Elena Marlowe’s newsletter by email. You can unsubscribe at any time with the link in every letter.',
            // The alert's line and the books it may be asked for: the one with a release day.
            alerts: {
              consent: 'One email when this book is out, nothing more. You can unsubscribe at any time.',
              books: [{ slug: 'the-quiet-between-minds', title: 'The Quiet Between Minds', released: '2027-05-20' }],
            },
          },
        })}'`,
        '',
      ].join('\n'),
    )
    expect(existsSync(calls[3].args[3])).toBe(false)
    expect(calls[1].env.SUPABASE_ACCESS_TOKEN).toBe('sbp_test_token')
    expect(calls[5].env).toEqual({
      VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'anon-key',
      VITE_SITE_URL: 'https://elena.example',
    })
    expect(stdout).toContain('[3/7] Linking this folder to the Supabase project abcdefghijklmnopqrst')
    expect(stdout).toContain('upload everything inside dist/ to the host that serves https://elena.example')
  })

  it('names every missing setting and changes nothing', () => {
    const { status, stderr, calls } = deploy({ file: 'VITE_SITE_URL=https://elena.example' })

    expect(status).toBe(1)
    for (const name of [
      'SUPABASE_PROJECT_REF',
      'SUPABASE_ACCESS_TOKEN',
      'VITE_SUPABASE_ANON_KEY',
      'CONTACT_ADDRESS_SALT',
      'CONTACT_SWEEP_SECRET',
    ])
      expect(stderr).toContain(`✗ ${name} is missing`)
    expect(stderr).not.toContain('VITE_SITE_URL')
    expect(calls.map(({ args }) => args)).toEqual([['--version']])
  })

  it("stops at the failing step with the CLI's message and what to do", () => {
    const { status, stderr, calls } = deploy({ fail: 'supabase db push' })

    expect(status).toBe(1)
    expect(stderr).toContain('stub: the project refused')
    expect(stderr).toContain(
      '✗ supabase db failed (exit 1). If the database refused the connection, set SUPABASE_DB_PASSWORD',
    )
    expect(calls.map(({ args }) => args[0])).toEqual(['--version', 'link', 'db'])
  })

  it('blames the network, not the settings, when a step fails and Supabase cannot be reached', () => {
    const { status, stderr, calls } = deploy({ fail: 'supabase link --project-ref', apiUrl: gone })

    expect(status).toBe(1)
    expect(stderr).toContain(
      `✗ supabase link failed: this machine cannot reach Supabase (${gone}). Check the connection`,
    )
    expect(stderr).not.toContain('SUPABASE_ACCESS_TOKEN')
    expect(calls.map(({ args }) => args[0])).toEqual(['--version', 'link'])
  })

  it('stops in its first step with one line when the CLI is missing', () => {
    const { status, stdout, stderr, calls } = deploy({ path: join(dir, 'nowhere') })

    expect(status).toBe(1)
    expect(stdout.trim()).toBe('[1/7] Finding the Supabase CLI')
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^The Supabase CLI is missing: run `npm install`/),
    ])
    expect(calls).toEqual([])
  })
})
