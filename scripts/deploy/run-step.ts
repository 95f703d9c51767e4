import { spawnSync } from 'node:child_process'
import { reachable, supabaseApi } from './reachable.ts'
import { again, type Step } from './steps.ts'

/**
 * Runs one step in the open, its output the reader's to see; stdin closed, so nothing can wait on a prompt.
 * A failed step that talks to Supabase is first told apart from a network that cannot reach it, which no
 * setting would mend.
 */
export async function runStep(step: Step, label: string): Promise<boolean> {
  console.log(`\n${label} ${step.title}`)
  const result = spawnSync(step.command, step.args, {
    env: { ...process.env, ...step.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (result.status === 0) return true
  const what = `${step.command} ${step.args[0]}`
  const api = supabaseApi()
  if (step.command === 'supabase' && !(await reachable(api))) {
    console.error(`✗ ${what} failed: this machine cannot reach Supabase (${api}). Check the connection, ${again}.`)
    return false
  }
  const why = result.error
    ? `could not start: ${result.error.message}`
    : `failed (exit ${result.status ?? result.signal})`
  console.error(`✗ ${what} ${why}. ${step.hint}`)
  return false
}
