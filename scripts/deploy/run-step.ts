import { spawnSync } from 'node:child_process'
import type { Step } from './steps.ts'

/** Runs one step in the open, its output the reader's to see; stdin closed, so nothing can wait on a prompt. */
export function runStep(step: Step, label: string): boolean {
  console.log(`\n${label} ${step.title}`)
  const result = spawnSync(step.command, step.args, {
    env: { ...process.env, ...step.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (result.status === 0) return true
  const what = `${step.command} ${step.args[0]}`
  const why = result.error
    ? `could not start: ${result.error.message}`
    : `failed (exit ${result.status ?? result.signal})`
  console.error(`✗ ${what} ${why}. ${step.hint}`)
  return false
}
