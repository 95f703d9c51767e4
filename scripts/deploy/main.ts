/**
 * `npm run deploy`: from the settings to a site ready to upload. Each step says what it does and
 * stops the deploy when it fails; every step is safe to run again.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { exitOnContentProblems, loadContentOrExit } from '../../tooling/content/load-or-exit.ts'
import { loadWords } from '../../tooling/content/words/load-words.ts'
import { siteWordsJson } from '../../tooling/content/words/reader-words.ts'
import { cliMissing, supabaseVersion } from './cli.ts'
import { toEnvFile } from './env-file.ts'
import { functionNames } from './functions.ts'
import { runStep } from './run-step.ts'
import { checkSettings } from './settings.ts'
import { deploySteps } from './steps.ts'
import { uploadInstructions } from './upload.ts'
import { readValues } from './values.ts'

const envFile = process.env.DEPLOY_ENV_FILE ?? '.env.deploy'
const pinned: string = JSON.parse(readFileSync('package.json', 'utf8')).devDependencies.supabase
const label = (n: number) => `[${n}/7]`

console.log(`${label(1)} Finding the Supabase CLI`)
const version = supabaseVersion(process.env)
if (!version) {
  console.error(cliMissing(pinned))
  process.exit(1)
}
console.log(`Supabase CLI ${version}`)

console.log(`\n${label(2)} Checking the settings (${envFile}, then the environment)`)
const values = readValues(envFile, process.env)
// The functions answer readers in the words the site is built with: its locale under the author's own.
const contentDir = process.env.CONTENT_DIR ?? 'content'
const content = loadContentOrExit(contentDir)
const words = exitOnContentProblems(contentDir, (dir) => loadWords(dir, content.site))
const checked = checkSettings({ ...values, SITE_WORDS: siteWordsJson(words, content) })
if ('problems' in checked) {
  for (const problem of checked.problems) console.error(`✗ ${problem}`)
  console.error(`Nothing was changed. Set them in ${envFile} (see .env.deploy.example) or the environment.`)
  process.exit(1)
}
const { settings } = checked
console.log('✓ complete')

const secretsDir = mkdtempSync(join(tmpdir(), 'deploy-secrets-'))
let failed = false
try {
  const secretsFile = join(secretsDir, 'secrets.env')
  writeFileSync(secretsFile, toEnvFile(settings.secrets), { mode: 0o600 })
  const cliEnv = Object.fromEntries(
    ['SUPABASE_ACCESS_TOKEN', 'SUPABASE_DB_PASSWORD'].flatMap((name) => (values[name] ? [[name, values[name]]] : [])),
  )
  const steps = deploySteps(settings, functionNames('supabase/functions'), secretsFile, cliEnv)
  for (const [index, step] of steps.entries()) {
    failed = !(await runStep(step, label(index + 3)))
    if (failed) break
  }
} finally {
  rmSync(secretsDir, { recursive: true, force: true })
}
if (failed) process.exit(1)
console.log(`\n${uploadInstructions(settings)}`)
