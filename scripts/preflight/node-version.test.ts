import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isSupportedNode, nodeProblem, supportedNode } from './node-version.ts'

describe('isSupportedNode', () => {
  it.each(['20.19.0', 'v20.20.2', '22.13.0', '22.20.1', '24.0.0', '25.3.1'])('accepts %s', (version) => {
    expect(isSupportedNode(version)).toBe(true)
  })

  it.each(['18.20.4', '20.18.3', '21.7.0', '22.12.0', '22.0.0', '23.11.0'])('refuses %s', (version) => {
    expect(isSupportedNode(version)).toBe(false)
  })
})

it('says which versions to use, in one line', () => {
  expect(nodeProblem('22.11.0')).toBe(
    'Node 22.11.0 is not supported: use ^20.19.0 || ^22.13.0 || >=24.0.0 (`nvm use` reads .nvmrc).',
  )
  expect(nodeProblem('20.20.2')).toBeUndefined()
})

it('matches engines in package.json and .nvmrc', () => {
  const root = resolve(import.meta.dirname, '../..')
  expect(JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).engines.node).toBe(supportedNode)
  expect(isSupportedNode(readFileSync(resolve(root, '.nvmrc'), 'utf8').trim())).toBe(true)
})
